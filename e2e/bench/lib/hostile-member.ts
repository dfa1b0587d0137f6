// The hostile member of `pnpm bench:load -- --hostile`: signed in like any member, it sends
// issue 12's regex probe (`articles?select=slug&body=match.(.*)(.*)\1\2`, which backtracks until
// the statement timeout stops it; the REST layer now refuses it with a 400 before it runs, see
// docs/hardening.md) once a second, without waiting for earlier answers, until the run ends. Its
// answers are counted apart from the members'.
import type { CallFigures } from './call-recorder';
import { summarize, type LatencySummary } from './stats';
import { describeFailure, describeThrown, parseTokens, passwordSignIn, selectRows, send, type Api } from './supabase-http';

export const PROBE_QUERY = 'select=slug&body=match.(.*)(.*)%5C1%5C2';
/** The control probe: the same request at the same pace, with a regex PostgreSQL answers at once. */
export const CONTROL_QUERY = 'select=slug&body=match.zq-no-article-has-this';

export interface ProbeFigures {
  sent: number;
  /** Answer → how many times: e.g. "status 500: canceling statement due to statement timeout". */
  answers: Record<string, number>;
  /** GET /auth/v1/health, asked 200 ms after each probe was sent (while it is in flight). */
  health: LatencySummary & { failures: number };
}

export async function runHostileMember(
  api: Api,
  account: { email: string; password: string },
  deadline: number,
  everyMs = 1000,
  query = PROBE_QUERY,
): Promise<ProbeFigures> {
  const signIn = await passwordSignIn(api, account.email, account.password);
  if (signIn.status !== 200) throw new Error(`hostile member could not sign in: ${describeFailure(signIn.status, signIn.text)}`);
  const { accessToken } = parseTokens(signIn.text);
  const figures: ProbeFigures = { sent: 0, answers: {}, health: { ...summarize([]), failures: 0 } };
  const healthMs: number[] = [];
  const count = (key: string): void => {
    figures.answers[key] = (figures.answers[key] ?? 0) + 1;
  };
  const inFlight: Promise<void>[] = [];
  while (Date.now() < deadline) {
    figures.sent += 1;
    inFlight.push(
      selectRows(api, accessToken, 'articles', query).then(
        (a) => count(a.status === 200 ? 'status 200 (the probe finished)' : describeFailure(a.status, a.text)),
        (e: unknown) => count(describeThrown(e)),
      ),
    );
    const next = Date.now() + everyMs;
    await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    try {
      const health = await send(`${api.url}/auth/v1/health`);
      if (health.status === 200) healthMs.push(performance.now() - started);
      else figures.health.failures += 1;
    } catch {
      figures.health.failures += 1;
    }
    await new Promise((r) => setTimeout(r, Math.max(0, Math.min(next, deadline) - Date.now())));
  }
  await Promise.all(inFlight);
  figures.health = { ...summarize(healthMs), failures: figures.health.failures };
  return figures;
}

export interface CallComparison {
  call: string;
  calmP95: number;
  hostileP95: number;
  /** hostile / calm - 1 (0.2 = 20 % slower). */
  change: number;
  calmErrors: number;
  hostileErrors: number;
}

/** Each member call's p95 in the calm run beside the hostile run's, in the calm run's order. */
export function compareRuns(calm: readonly CallFigures[], hostile: readonly CallFigures[]): CallComparison[] {
  return calm.map((c) => {
    const h = hostile.find((x) => x.call === c.call);
    const hostileP95 = h?.p95 ?? 0;
    return {
      call: c.call,
      calmP95: c.p95,
      hostileP95,
      change: c.p95 > 0 ? hostileP95 / c.p95 - 1 : 0,
      calmErrors: c.errors,
      hostileErrors: h?.errors ?? 0,
    };
  });
}
