// One member, one statement at a time. Hosted PostgREST hands a member as many pooled
// connections as they send requests; here the pool is small (10 on PostgreSQL, one session on
// PGlite) and the machine too, so a member who fires a slow query every second would hold most of
// them. Requests of the same member (the `sub` of their token) therefore take turns; those of
// different members never wait for each other here. A member with too many requests already
// waiting, or whose request waited longer than their statement_timeout for its turn, is answered
// with SQLSTATE 53300 (PostgREST: 503) rather than queued for ever: a client that gave up must not
// leave work behind that runs long after.
import type { DbError, RequestContext } from './types.ts';

export const MAX_WAITING_PER_MEMBER = 8;

interface Waiter {
  go(): void;
}

interface Turns {
  running: boolean;
  waiting: Waiter[];
}

function tooBusy(message: string): DbError {
  const err: DbError = new Error(message);
  err.code = '53300';
  return err;
}

export class MemberGate {
  private readonly members = new Map<string, Turns>();

  constructor(private readonly maxWaiting = MAX_WAITING_PER_MEMBER) {}

  /** Runs fn when it is this member's turn (waiting at most maxWaitMs, 0: no limit); anonymous and service requests run at once. */
  async run<T>(ctx: RequestContext, fn: () => Promise<T>, maxWaitMs = 0): Promise<T> {
    const sub = ctx.role === 'authenticated' && typeof ctx.claims.sub === 'string' ? ctx.claims.sub : undefined;
    if (!sub) return fn();
    let turns = this.members.get(sub);
    if (!turns) {
      turns = { running: false, waiting: [] };
      this.members.set(sub, turns);
    }
    if (turns.running) {
      if (turns.waiting.length >= this.maxWaiting) {
        throw tooBusy(
          `Too many requests of this member are already waiting for the database (${this.maxWaiting}); try again when they are answered.`,
        );
      }
      const queue = turns.waiting;
      await new Promise<void>((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined;
        const waiter: Waiter = {
          go() {
            if (timer) clearTimeout(timer);
            resolve();
          },
        };
        if (maxWaitMs > 0) {
          timer = setTimeout(() => {
            const at = queue.indexOf(waiter);
            if (at >= 0) queue.splice(at, 1);
            reject(tooBusy(`This member's earlier requests kept the database busy for ${maxWaitMs} ms; this one was not started.`));
          }, maxWaitMs);
        }
        queue.push(waiter);
      });
    }
    turns.running = true;
    try {
      return await fn();
    } finally {
      const next = turns.waiting.shift();
      if (next) next.go();
      else {
        turns.running = false;
        this.members.delete(sub);
      }
    }
  }
}
