import { loadConfig } from './config.ts';
import { backupDatabase, defaultBackupFile, restoreDatabase } from './db/backup.ts';
import { createDatabase } from './db/create-db.ts';
import { prepareDatabase, waitForDatabase } from './db/startup.ts';
import { setStaffActiveByEmail } from './features/auth/revocation.repository.ts';

const USAGE =
  'Uso: cli.js migrate | seed | backup [archivo] | restore <archivo> | staff-deactivate <correo> | staff-activate <correo>';

/** Migrates (and seeds, when asked) under the startup lock, like a starting server. */
async function migrate(seed: boolean) {
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await waitForDatabase(database, config.database);
    const { migrations: applied, seed: result } = await prepareDatabase(database, config.database, {
      seed,
      log: { info: (m) => console.log(m) },
    });
    console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya está al día.');
    if (result) {
      console.log(
        result.seeded
          ? `Datos de demostración creados: ${JSON.stringify(result.counts)}${result.demoFolio ? `; constancia de demostración: /verificar/${result.demoFolio}` : ''}`
          : 'La base de datos ya tiene datos: no se sembró nada.',
      );
    }
  } finally {
    await database.destroy();
  }
}

/** A staff account ends (all its tokens refused) or may sign in again (its old tokens stay refused). */
async function setStaffActive(email: string, active: boolean) {
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    if (!(await setStaffActiveByEmail(database.db, email.trim().toLowerCase(), active))) {
      console.error(`No hay una cuenta de personal con el correo «${email}».`);
      process.exitCode = 1;
    } else {
      console.log(active ? `Cuenta ${email} activada.` : `Cuenta ${email} desactivada; sus tokens ya no valen.`);
    }
  } finally {
    await database.destroy();
  }
}

/**
 * `node dist/cli.js migrate | seed | backup [file] | restore <file>` (npm run db:migrate, db:seed,
 * db:backup, db:restore). Backup and restore work while servers are serving the database.
 * `staff-deactivate <email>` / `staff-activate <email>` end a staff account's sessions or let it back in.
 */
async function main() {
  const [command, file] = process.argv.slice(2);
  if (command === 'migrate' || command === 'seed') return migrate(command === 'seed');
  if (command === 'backup') {
    const config = loadConfig();
    const target = file ?? defaultBackupFile(config.database, config.dataDir);
    const result = await backupDatabase(config.database, target);
    console.log(`Respaldo creado: ${result.file} (${(result.bytes / 1024).toFixed(0)} KiB)`);
    return;
  }
  if ((command === 'staff-deactivate' || command === 'staff-activate') && file) {
    return setStaffActive(file, command === 'staff-activate');
  }
  if (command === 'restore' && file) {
    const config = loadConfig();
    const safetyCopy = defaultBackupFile(config.database, config.dataDir, new Date(), 'antes-de-restaurar');
    const result = await restoreDatabase(config.database, file, safetyCopy);
    if (result.safetyCopy) console.log(`Copia de la base anterior a la restauración: ${result.safetyCopy}`);
    console.log(`Base de datos restaurada desde ${file}.`);
    // A backup from an older version gets the current schema (the servers do not migrate again).
    return migrate(false);
  }
  console.error(USAGE);
  process.exitCode = 2;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
