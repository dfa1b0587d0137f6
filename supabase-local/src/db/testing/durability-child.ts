// Child process for the kill -9 test: inserts rows one committed transaction at a time into a
// PGlite data folder and reports each commit on stdout, until it is killed.
import { openDb } from '../open-db.ts';

const [dataDir, migrationsDir, seedFile] = process.argv.slice(2);
if (!dataDir || !migrationsDir || !seedFile) {
  process.stderr.write('usage: durability-child <dataDir> <migrationsDir> <seedFile>\n');
  process.exit(2);
}

const db = await openDb({ dataDir, migrationsDir, seedFile });
process.stdout.write('ready\n');
for (let i = 1; ; i++) {
  await db.transaction(async (tx) => {
    await tx.query('insert into public.durability_probe (n, payload) values ($1, $2)', [i, 'x'.repeat(500)]);
  });
  process.stdout.write(`committed ${i}\n`);
}
