// The gateway's penalty box for the data API. A caller whose request ran into its role's
// statement_timeout (SQLSTATE 57014: a backtracking regex, a cross join) gets that answer exactly
// as before, and then, for a while, a 429 for each further /rest/v1 request that would reach the
// database, with Retry-After and a message saying why and for how long. Each further timeout
// doubles the wait (up to MAX_BOX_MS); after FORGET_AFTER_MS without one the caller starts afresh.
// Callers are told apart as the rate limits tell them apart: a member by the `sub` of their
// token, a visitor by their client address (http-io.ts resolveClientAddress). service_role is
// never boxed, and one caller's box never touches another caller.
//
// Why: on the statement timeout alone, a member who sends such a query once a second keeps one
// database backend (a whole core of this machine) busy all the time; with the box, one timeout
// buys the caller at most a fifth of the time (BOX_FACTOR), less each time they repeat it.
// Hosted PostgREST has no such thing (it leaves safeguards to the proxy in front of it); the
// answer mirrors Kong's rate-limiting plugin (429, `{"message": "API rate limit exceeded"}`,
// Retry-After), the proxy in front of hosted PostgREST.
import type { Db, DbRole, RequestContext, Tx } from '../db/types.ts';

/** The first wait is this many times the statement timeout the caller ran into (8 s → 32 s for a member). */
export const BOX_FACTOR = 4;
/** The wait stops doubling here. */
export const MAX_BOX_MS = 15 * 60_000;
/** A caller with no timeout for this long after their box ended starts again at the first wait. */
export const FORGET_AFTER_MS = 10 * 60_000;

interface Record_ {
  strikes: number;
  until: number;
  /** The statement timeout of the last strike, for the message. */
  timeoutMs: number;
}

export interface BoxedCaller {
  strikes: number;
  /** Until when (epoch ms) their requests are refused. */
  until: number;
  timeoutMs: number;
}

/** The caller a request is counted against; undefined for service_role (never boxed). */
export function callerKey(ctx: Pick<RequestContext, 'role' | 'claims'>, clientAddress: string): string | undefined {
  if (ctx.role === 'service_role') return undefined;
  const sub = ctx.claims.sub;
  if (ctx.role === 'authenticated' && typeof sub === 'string' && sub !== '') return `sub:${sub}`;
  return `ip:${clientAddress}`;
}

/** Whether a database error is a statement cancelled by statement_timeout (not one cancelled by an operator). */
export function isStatementTimeout(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; message?: unknown };
  return e.code === '57014' && typeof e.message === 'string' && e.message.includes('statement timeout');
}

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

function humanDuration(ms: number): string {
  const s = seconds(ms);
  return s < 120 ? `${s} s` : `${Math.round(s / 60)} min`;
}

/** The gateway's answer to a boxed caller: status, Kong-shaped body and headers. */
export class PenaltyBoxRefusal extends Error {
  readonly status = 429;
  readonly headers: Record<string, string>;
  readonly body: { message: string; hint: string };

  constructor(boxed: BoxedCaller, now: number) {
    const wait = boxed.until - now;
    const times = boxed.strikes === 1 ? 'once' : `${boxed.strikes} times in a row`;
    const message =
      `API rate limit exceeded: a request of this caller ran past the statement timeout (${humanDuration(boxed.timeoutMs)}, ` +
      `SQLSTATE 57014) ${times}, so the data API refuses this caller's requests for ${humanDuration(wait)}.`;
    super(message);
    this.body = {
      message,
      hint:
        'Make the query cheaper (filter on indexed columns; no regular expressions that backtrack, such as back-references), then retry after the Retry-After seconds. ' +
        `Each further timeout doubles the wait, up to ${humanDuration(MAX_BOX_MS)}. Other callers are not affected.`,
    };
    this.headers = { 'Retry-After': String(seconds(wait)) };
  }
}

export class PenaltyBox {
  private readonly callers = new Map<string, Record_>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly limits = { factor: BOX_FACTOR, maxMs: MAX_BOX_MS, forgetAfterMs: FORGET_AFTER_MS },
  ) {}

  /** The caller's box when they are in it now; undefined when their requests may pass. */
  boxed(key: string | undefined): BoxedCaller | undefined {
    if (key === undefined) return undefined;
    const r = this.callers.get(key);
    if (!r || r.until <= this.now()) return undefined;
    return { ...r };
  }

  /** Counts a statement timeout of `key` (its role's timeout `timeoutMs`) and boxes them; returns the box. */
  strike(key: string, timeoutMs: number): BoxedCaller {
    const t = this.now();
    const prior = this.callers.get(key);
    // While boxed, a request that was already running when the box began adds nothing more.
    if (prior && prior.until > t) return { ...prior };
    const strikes = prior && t - prior.until < this.limits.forgetAfterMs ? prior.strikes + 1 : 1;
    const base = Math.max(1000, timeoutMs) * this.limits.factor;
    const wait = Math.min(this.limits.maxMs, base * 2 ** (strikes - 1));
    const r: Record_ = { strikes, until: t + wait, timeoutMs };
    this.callers.set(key, r);
    if (this.callers.size > 10_000) this.prune(t);
    return { ...r };
  }

  /** Forgets every caller. */
  reset(): void {
    this.callers.clear();
  }

  private prune(t: number): void {
    for (const [k, r] of this.callers) if (t - r.until >= this.limits.forgetAfterMs) this.callers.delete(k);
  }

  /** Throws the 429 when the caller is boxed. */
  enforce(key: string | undefined): void {
    const boxed = this.boxed(key);
    if (boxed) throw new PenaltyBoxRefusal(boxed, this.now());
  }

  /**
   * `db` for one request from `clientAddress`: each withRequest is refused while its caller is
   * boxed (when it arrives, and again when its turn comes after waiting behind the same member's
   * earlier request), and a statement timeout boxes the caller. Everything else passes through
   * unchanged, the 57014 answer included.
   */
  guard(db: Db, clientAddress: string, log?: (msg: string) => void): Db {
    const timeoutOf = (role: DbRole) => db.statementTimeouts[role].ms;
    return {
      ...db,
      withRequest: async <T>(ctx: RequestContext, fn: (tx: Tx) => Promise<T>): Promise<T> => {
        const key = callerKey(ctx, clientAddress);
        this.enforce(key);
        try {
          return await db.withRequest(ctx, (tx) => {
            this.enforce(key);
            return fn(tx);
          });
        } catch (err) {
          if (key !== undefined && isStatementTimeout(err)) {
            const box = this.strike(key, timeoutOf(ctx.role));
            log?.(
              `a request (role ${ctx.role}) ran past its statement timeout (strike ${box.strikes}): that caller's data API requests are refused for ${humanDuration(box.until - this.now())}`,
            );
          }
          throw err;
        }
      },
    };
  }
}
