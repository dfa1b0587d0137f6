/**
 * bcrypt off the request thread (docs/architecture.md#local-stack, Passwords).
 *
 * bcryptjs's async functions run on the caller's thread in slices of up to 100 ms, each queued
 * with setImmediate. Fifty sign-ins at once queue fifty slices back to back, and the event loop
 * serves nothing else until all of them ran: `pnpm bench:load` measured every other call of the
 * stack stalling for up to 4.7 s while fifty members signed in. GoTrue hashes on goroutines,
 * which never hold up its other handlers; here a small pool of worker threads does the same.
 * Each worker runs one synchronous bcrypt at a time; the pool hands the next job to a free one.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

type Job =
  | { readonly op: 'hash'; readonly password: string; readonly cost: number }
  | { readonly op: 'compare'; readonly password: string; readonly hash: string };

interface Queued {
  readonly job: Job;
  readonly resolve: (value: string | boolean) => void;
  readonly reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Queued | undefined;
}

// The worker is plain CommonJS: it needs no TypeScript loader, only bcryptjs's require build.
function workerSource(): string {
  const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');
  return `const { parentPort } = require('node:worker_threads');
const bcrypt = require(${JSON.stringify(bcryptPath)});
parentPort.on('message', (job) => {
  try {
    const value = job.op === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ ok: true, value });
  } catch (err) {
    parentPort.postMessage({ ok: false, message: String((err && err.message) || err) });
  }
});`;
}

/** Threads for bcrypt: one core is left to the event loop and the database. */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.min(4, Math.max(1, cores - 1));
}

export class PasswordHasher {
  readonly #size: number;
  readonly #slots: Slot[] = [];
  readonly #queue: Queued[] = [];
  #source: string | undefined;

  constructor(size = defaultPoolSize()) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`the pool needs at least one thread (got ${size})`);
    this.#size = size;
  }

  hash(password: string, cost: number): Promise<string> {
    return this.#run({ op: 'hash', password, cost }) as Promise<string>;
  }

  compare(password: string, hash: string): Promise<boolean> {
    return this.#run({ op: 'compare', password, hash }) as Promise<boolean>;
  }

  /** Stops every thread; jobs still waiting fail. The pool starts threads again on the next job. */
  async close(): Promise<void> {
    for (const q of this.#queue.splice(0)) q.reject(new Error('the password hasher was closed'));
    const slots = this.#slots.splice(0);
    for (const slot of slots) slot.busy?.reject(new Error('the password hasher was closed'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  #run(job: Job): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ job, resolve, reject });
      this.#dispatch();
    });
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const slot = this.#slots.find((s) => !s.busy) ?? (this.#slots.length < this.#size ? this.#spawn() : undefined);
      if (!slot) return;
      const next = this.#queue.shift()!;
      slot.busy = next;
      slot.worker.ref();
      slot.worker.postMessage(next.job);
    }
  }

  #spawn(): Slot {
    this.#source ??= workerSource();
    const worker = new Worker(this.#source, { eval: true, execArgv: [], stdout: false, stderr: false });
    const slot: Slot = { worker, busy: undefined };
    // An idle thread must not keep the process alive.
    worker.unref();
    const finish = (settle: (q: Queued) => void) => {
      const done = slot.busy;
      slot.busy = undefined;
      worker.unref();
      if (done) settle(done);
      this.#dispatch();
    };
    worker.on('message', (msg: { ok: true; value: string | boolean } | { ok: false; message: string }) => {
      finish((q) => (msg.ok ? q.resolve(msg.value) : q.reject(new Error(msg.message))));
    });
    const drop = (err: Error) => {
      const i = this.#slots.indexOf(slot);
      if (i < 0) return;
      this.#slots.splice(i, 1);
      finish((q) => q.reject(err));
    };
    worker.on('error', drop);
    worker.on('exit', (code) => drop(new Error(`the password thread exited (${code})`)));
    this.#slots.push(slot);
    return slot;
  }
}

/** The stack's one pool: every password hash and comparison of the auth server goes through it. */
export const passwords = new PasswordHasher();
