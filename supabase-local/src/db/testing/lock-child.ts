// Child process for the lock tests: tries to take a data folder's lock and says how it went
// ("won", or "locked <pid of the holder>"); a winner holds the lock until its stdin closes.
import { acquireDataDirLock, DataDirLockedError } from '../data-dir-lock.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('usage: lock-child <dataDir>\n');
  process.exit(2);
}
try {
  const lock = acquireDataDirLock(dataDir, { command: 'lock-child' });
  lock.update({ url: 'http://127.0.0.1:9', port: 9 });
  process.stdout.write('won\n');
  process.stdin.resume();
  process.stdin.on('end', () => {
    lock.release();
    process.exit(0);
  });
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  process.stdout.write(`locked ${err.holder.pid}\n`);
  process.exit(0);
}
