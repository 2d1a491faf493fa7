import { loadConfig } from './config.ts';
import { createDatabase } from './db/create-db.ts';
import { prepareDatabase, waitForDatabase } from './db/startup.ts';

/** `node dist/cli.js migrate` and `node dist/cli.js seed` (npm run db:migrate / db:seed). */
async function main() {
  const command = process.argv[2];
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await waitForDatabase(database, config.database);
    const { migrations: applied, seed: result } = await prepareDatabase(database, config.database, {
      seed: command === 'seed',
      log: { info: (m) => console.log(m) },
    });
    console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya está al día.');
    if (result) {
      console.log(
        result.seeded
          ? `Datos de demostración creados: ${JSON.stringify(result.counts)}`
          : 'La base de datos ya tiene datos: no se sembró nada.',
      );
    } else if (command !== 'migrate') {
      console.error('Uso: cli.js migrate | seed');
      process.exitCode = 2;
    }
  } finally {
    await database.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
