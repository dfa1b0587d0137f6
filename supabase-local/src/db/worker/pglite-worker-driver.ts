import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Driver, DriverTx, TransactionOptions } from '../driver.ts';
import type { QueryResult } from '../types.ts';
import { fromWireError, type WireError, type WorkerInit, type WorkerReply, type WorkerRequest, type WorkerStatus } from './protocol.ts';

const MEMORY = 'memory://';
const WORKER_FILE = new URL('./pglite-worker.ts', import.meta.url);

// What PostgreSQL says when statement_timeout cancels a statement (SQLSTATE query_canceled).
const TIMED_OUT: WireError = { code: '57014', severity: 'ERROR', message: 'canceling statement due to statement timeout' };
// A statement of a transaction whose engine was restarted: that transaction is gone.
const TX_LOST: WireError = {
  code: '25P02',
  severity: 'ERROR',
  message: 'current transaction is aborted, commands ignored until end of transaction block',
};
// The engine itself could not be (re)started: PostgREST answers connection errors (08xxx) with 503.
const unavailable = (why: string): WireError => ({
  code: '08006',
  severity: 'FATAL',
  message: `The embedded database is not available: ${why}`,
});

type Op = { op: 'query'; sql: string; params?: unknown[] } | { op: 'exec'; sql: string } | { op: 'close' };

interface Pending {
  resolve: (reply: WorkerReply) => void;
  reject: (err: Error) => void;
  timer?: NodeJS.Timeout;
}

export interface WorkerDriverOptions {
  withPgTrgm: boolean;
  log?: (msg: string) => void;
}

/**
 * The worker's file is TypeScript: the thread starts with a line that loads it through tsx's API,
 * whatever runs this thread (node, node --import tsx, vitest).
 */
function workerBootstrap(): string {
  // Resolved from here (the require condition names the CommonJS build; its ESM twin sits beside it).
  const api = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = WORKER_FILE.href;
  return `const { parentPort } = require('node:worker_threads');
import(${JSON.stringify(api)})
  .then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))
  .catch((err) => parentPort.postMessage({ ready: false, error: { message: String((err && err.stack) || err) } }));`;
}

/**
 * PGlite on a thread of its own, behind a watchdog. PGlite has no way to cancel a running
 * statement (statement_timeout needs signals it does not get), so when a statement outlives the
 * request role's statement_timeout the watchdog terminates the thread, answers that statement with
 * 57014 as PostgreSQL would, and opens the data folder again on a new thread. Nothing of the
 * cancelled transaction was committed; what was committed is on disk (relaxedDurability stays
 * off), exactly as after a kill -9. 'memory://' becomes a temporary folder, removed on close, so
 * a restart keeps the data there too.
 *
 * One PGlite instance is one session: transactions and statements are serialised here, one at a
 * time, in arrival order.
 */
export async function openPgliteWorkerDriver(dataDir: string, opts: WorkerDriverOptions): Promise<Driver> {
  const log = opts.log ?? (() => {});
  const tempDir = dataDir === MEMORY ? mkdtempSync(join(tmpdir(), 'supabase-local-pglite-')) : undefined;
  const init: WorkerInit = { dataDir: tempDir ?? dataDir, withPgTrgm: opts.withPgTrgm };
  const bootstrap = workerBootstrap();

  let worker: Worker | undefined;
  let ready: Promise<void> = Promise.resolve();
  let generation = 0;
  let closed = false;
  let closing = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const settle = (id: number): Pending | undefined => {
    const p = pending.get(id);
    if (!p) return undefined;
    pending.delete(id);
    if (p.timer) clearTimeout(p.timer);
    if (pending.size === 0) worker?.unref();
    return p;
  };

  const failAll = (wire: WireError) => {
    for (const id of [...pending.keys()]) settle(id)?.reject(fromWireError(wire));
  };

  function start(): Promise<void> {
    const w = new Worker(bootstrap, { eval: true, workerData: init, execArgv: [], stdout: false, stderr: false });
    worker = w;
    const gen = generation;
    return new Promise<void>((resolve, reject) => {
      let started = false;
      w.on('message', (msg: WorkerStatus | WorkerReply) => {
        if (!started) {
          started = true;
          // Idle, the thread must not keep the process alive (it is ref'd while a request waits).
          if (pending.size === 0) w.unref();
          if ('ready' in msg && msg.ready) resolve();
          else reject(fromWireError('error' in msg ? msg.error : unavailable('it did not start')));
          return;
        }
        const reply = msg as WorkerReply;
        settle(reply.id)?.resolve(reply);
      });
      w.on('error', (err) => {
        if (!started) {
          started = true;
          reject(err);
          return;
        }
        if (gen !== generation || closed || closing) return;
        log(`the embedded database's thread failed (${err.message}); starting it again`);
        void restart(unavailable(err.message));
      });
      w.on('exit', (code) => {
        if (!started) {
          started = true;
          reject(new Error(`the embedded database's thread exited (${code}) before it was ready`));
          return;
        }
        if (gen !== generation || closed || closing) return;
        log(`the embedded database's thread exited (${code}); starting it again`);
        void restart(unavailable(`its thread exited (${code})`));
      });
    });
  }

  /** Ends the current thread (whatever it is running) and opens the data folder on a new one. */
  function restart(reason: WireError): Promise<void> {
    generation += 1;
    const old = worker;
    failAll(reason);
    ready = (async () => {
      if (old) await old.terminate();
      if (closed) return;
      try {
        await start();
      } catch (err) {
        log(`could not open the embedded database again: ${(err as Error).message}`);
        throw fromWireError(unavailable((err as Error).message));
      }
    })();
    // A failed restart is reported to every later caller through `ready`.
    ready.catch(() => {});
    return ready;
  }

  async function send(op: Op, timeoutMs?: number): Promise<WorkerReply> {
    await ready;
    if (!worker) throw fromWireError(unavailable('it is closed'));
    const id = nextId++;
    const w = worker;
    return new Promise<WorkerReply>((resolve, reject) => {
      const entry: Pending = { resolve, reject };
      if (timeoutMs && timeoutMs > 0) {
        entry.timer = setTimeout(() => {
          const p = settle(id);
          if (!p) return;
          log(`a statement ran past its statement_timeout (${timeoutMs} ms): restarting the embedded database`);
          p.reject(fromWireError(TIMED_OUT));
          void restart(unavailable('it was restarted after a statement timeout'));
        }, timeoutMs);
      }
      pending.set(id, entry);
      w.ref();
      w.postMessage({ id, ...op } as WorkerRequest);
    });
  }

  async function run<T>(op: Op, timeoutMs?: number): Promise<QueryResult<T> | undefined> {
    const reply = await send(op, timeoutMs);
    if (!reply.ok) throw fromWireError(reply.error);
    return reply.result as QueryResult<T> | undefined;
  }

  // One session: every caller waits for the previous one (a transaction holds it throughout).
  let tail: Promise<unknown> = Promise.resolve();
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const result = tail.then(fn, fn);
    tail = result.catch(() => {});
    return result;
  }

  await start();

  return {
    kind: 'pglite',
    query<T>(sql: string, params?: unknown[]) {
      return exclusive(async () => (await run<T>({ op: 'query', sql, params }))!);
    },
    exec(script: string) {
      return exclusive(async () => {
        await run({ op: 'exec', sql: script });
      });
    },
    transaction<T>(fn: (tx: DriverTx) => Promise<T>, prelude?: string, options: TransactionOptions = {}) {
      const timeoutMs = options.statementTimeoutMs;
      return exclusive(async () => {
        await ready;
        const gen = generation;
        const alive = () => {
          if (gen !== generation) throw fromWireError(TX_LOST);
        };
        const tx: DriverTx = {
          async query<R>(sql: string, params?: unknown[]) {
            alive();
            return (await run<R>({ op: 'query', sql, params }, timeoutMs))!;
          },
          async exec(script: string) {
            alive();
            await run({ op: 'exec', sql: script }, timeoutMs);
          },
        };
        await run({ op: 'exec', sql: prelude ? `begin; ${prelude}` : 'begin' }, timeoutMs);
        try {
          const result = await fn(tx);
          alive();
          await run({ op: 'exec', sql: 'commit' }, timeoutMs);
          return result;
        } catch (err) {
          // After a restart the transaction no longer exists: nothing to roll back.
          if (gen === generation) await run({ op: 'exec', sql: 'rollback' }).catch(() => {});
          throw err;
        }
      });
    },
    close() {
      return exclusive(async () => {
        if (closed) return;
        await ready.catch(() => {});
        closing = true;
        try {
          if (worker) await run({ op: 'close' });
        } finally {
          closed = true;
          generation += 1;
          await worker?.terminate();
          worker = undefined;
          if (tempDir) rmSync(tempDir, { recursive: true, force: true });
        }
      });
    },
  };
}
