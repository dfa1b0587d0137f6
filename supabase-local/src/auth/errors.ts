import type { ServerResponse } from 'node:http';
import { sendJson } from '../server/http-io.ts';

/** A GoTrue API error: HTTP status, error code and the exact message GoTrue uses. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const API_VERSION = '2024-01-01';

/**
 * GoTrue answers `{code, message}` plus the version header when the request carries
 * X-Supabase-Api-Version (auth-js always does); the legacy shape otherwise. We also add
 * `error_code`/`msg` to the new shape: harmless and easier for other clients.
 */
export function sendAuthError(res: ServerResponse, err: AuthError, apiVersionRequested: boolean): void {
  if (apiVersionRequested) {
    sendJson(
      res,
      err.status,
      { code: err.code, error_code: err.code, message: err.message, msg: err.message, ...err.extra },
      {
        'X-Supabase-Api-Version': API_VERSION,
      },
    );
  } else {
    sendJson(
      res,
      err.status,
      { code: err.status, error_code: err.code, msg: err.message, ...err.extra },
      {
        'x-sb-error-code': err.code,
      },
    );
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message);
