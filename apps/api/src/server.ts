import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/create-db.ts';
import { prepareDatabase, waitForDatabase } from './db/startup.ts';

/**
 * Reads the configuration, checks that the database answers (or exits saying why), migrates and
 * seeds demo data on an empty database under a lock (N processes may start together), listens,
 * and shuts down cleanly.
 */
async function main() {
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await waitForDatabase(database, config.database);
    const { seed } = await prepareDatabase(database, config.database, {
      seed: config.seedDemo,
      log: { info: (m) => process.stdout.write(`${m}\n`) },
    });
    // The demo's constancia has a folio only this database can show: say where to verify it.
    if (seed?.demoFolio) process.stdout.write(`Constancia de demostración: /verificar/${seed.demoFolio}\n`);
  } catch (err) {
    await database.destroy().catch(() => undefined);
    throw err;
  }

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
