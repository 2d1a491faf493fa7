import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/create-db.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoData } from './db/seed/seed.ts';

/** Reads the configuration, migrates, seeds demo data on an empty database, listens, and shuts down cleanly. */
async function main() {
  const config = loadConfig();
  const database = createDatabase(config.database);
  await migrateToLatest(database.db);
  if (config.seedDemo) await seedDemoData(database.db);

  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => database.destroy());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando: se terminan las solicitudes en curso');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const where = config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL';
  app.log.info(`Portal de Cursos de Verano en ${config.publicUrl} (base de datos: ${where})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
