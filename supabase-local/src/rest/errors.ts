/** A PostgREST-shaped error: `{code, details, hint, message}` with its HTTP status. */
export class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): { code: string; details: string | null; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const queryParamError = (message: string, details: string | null = null) => new PostgrestError(400, 'PGRST100', message, details);

/** PostgREST's mapSQLtoHTTP (src/library/PostgREST/Error.hs). `authed` = the request role is not anon. */
export function statusForSqlState(code: string, message: string, authed: boolean): number {
  if (code.startsWith('08')) return 503;
  if (code.startsWith('09')) return 500;
  if (code.startsWith('0L') || code.startsWith('0P')) return 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (
    code.startsWith('25') ||
    code.startsWith('2D') ||
    code.startsWith('38') ||
    code.startsWith('39') ||
    code.startsWith('3B') ||
    code.startsWith('40')
  )
    return 500;
  if (code.startsWith('28')) return 403;
  if (code === '53400') return 500;
  if (code.startsWith('53')) return 503;
  if (code.startsWith('54') || code.startsWith('55')) return 500;
  if (code === '57P01') return 503;
  // 57014 (query_canceled: a statement past the role's statement_timeout) is one of these: 500.
  if (code.startsWith('57') || code.startsWith('58') || code.startsWith('F0') || code.startsWith('HV')) return 500;
  if (code === 'P0001') return 400;
  if (code.startsWith('P0') || code.startsWith('XX')) return 500;
  if (code === '42883') return 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return authed ? 403 : 401;
  const pt = /^PT(\d{3})$/.exec(code);
  if (pt) {
    const n = Number(pt[1]);
    return n >= 100 && n <= 599 ? n : 500;
  }
  return 400;
}

interface PgLikeError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

export function isPgError(err: unknown): err is PgLikeError & { code: string } {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as PgLikeError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((err as PgLikeError).code as string)
  );
}

/** Turns a database error into PostgREST's answer; 401s carry `WWW-Authenticate: Bearer` as PostgREST does. */
export function fromPgError(err: PgLikeError & { code: string }, authed: boolean): PostgrestError {
  const message = typeof err.message === 'string' ? err.message : 'Database error';
  const status = statusForSqlState(err.code, message, authed);
  const details = typeof err.detail === 'string' && err.detail !== '' ? err.detail : null;
  const hint = typeof err.hint === 'string' && err.hint !== '' ? err.hint : null;
  return new PostgrestError(status, err.code, message, details, hint, status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {});
}
