// The thread that owns PGlite. PGlite runs PostgreSQL compiled to WebAssembly on the thread that
// calls it, so a slow statement (a backtracking regex, a cross join) would stop the API's event
// loop; here it stops only this thread, which the API's side (pglite-worker-driver.ts) can
// terminate and start again. Requests arrive one at a time (the other side serialises them).
import { parentPort, workerData } from 'node:worker_threads';
import { openPgliteDriver } from '../pglite-driver.ts';
import { toWireError, type WorkerInit, type WorkerReply, type WorkerRequest, type WorkerStatus } from './protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread only.');
const init = workerData as WorkerInit;

try {
  const driver = await openPgliteDriver(init.dataDir, { withPgTrgm: init.withPgTrgm });
  port.on('message', (msg: WorkerRequest) => {
    void (async () => {
      let reply: WorkerReply;
      try {
        if (msg.op === 'query') reply = { id: msg.id, ok: true, result: await driver.query(msg.sql, msg.params) };
        else if (msg.op === 'exec') {
          await driver.exec(msg.sql);
          reply = { id: msg.id, ok: true };
        } else {
          await driver.close();
          reply = { id: msg.id, ok: true };
        }
      } catch (err) {
        reply = { id: msg.id, ok: false, error: toWireError(err) };
      }
      port.postMessage(reply);
      if (msg.op === 'close') port.close();
    })();
  });
  port.postMessage({ ready: true } satisfies WorkerStatus);
} catch (err) {
  port.postMessage({ ready: false, error: toWireError(err) } satisfies WorkerStatus);
}
