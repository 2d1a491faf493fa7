import { loadConfig } from './config.ts';
import { createDatabase } from './db/create-db.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { setStaffActiveByEmail } from './features/auth/revocation.repository.ts';

/**
 * `node dist/cli.js migrate` and `node dist/cli.js seed` (npm run db:migrate / db:seed);
 * `node dist/cli.js staff-deactivate <email>` ends a staff account and all its tokens, `staff-activate <email>`
 * lets it sign in again (its old tokens stay refused).
 */
async function main() {
  const command = process.argv[2];
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db);
    console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya está al día.');
    if (command === 'seed') {
      const result = await seedDemoData(database.db);
      console.log(
        result.seeded
          ? `Datos de demostración creados: ${JSON.stringify(result.counts)}`
          : 'La base de datos ya tiene datos: no se sembró nada.',
      );
    } else if (command === 'staff-deactivate' || command === 'staff-activate') {
      const email = (process.argv[3] ?? '').trim().toLowerCase();
      const active = command === 'staff-activate';
      if (!(await setStaffActiveByEmail(database.db, email, active))) {
        console.error(`No hay una cuenta de personal con el correo «${email}».`);
        process.exitCode = 1;
      } else {
        console.log(active ? `Cuenta ${email} activada.` : `Cuenta ${email} desactivada; sus tokens ya no valen.`);
      }
    } else if (command !== 'migrate') {
      console.error('Uso: cli.js migrate | seed | staff-deactivate <correo> | staff-activate <correo>');
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
