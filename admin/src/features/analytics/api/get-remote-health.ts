import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@app/shared';
import { AnalyticsApiError } from '../utils/analytics-error';
import { toCount } from '../utils/to-count';
import type { ChartRange } from './get-events-per-day';

/** One build version of a remote, as get_remote_health lists it. */
export interface RemoteVersion {
  version: string;
  /** When a sampled page first loaded it (ever), ISO time. */
  firstSeen: string;
  lastSeen: string;
  /** Sampled loads of it in the range. */
  loads: number;
}

/** One remote's health over the range (supabase/migrations/20250901091900_remote_health.sql). */
export interface RemoteHealth {
  remote: string;
  currentVersion: string | null;
  loads: number;
  ok: number;
  failed: number;
  timeout: number;
  contract: number;
  /** Share of loads that did not succeed, 0..1; null without loads. */
  errorRate: number | null;
  loadP75Ms: number | null;
  lcpP75Ms: number | null;
  inpP75Ms: number | null;
  clsP75: number | null;
  lcpSamples: number;
  inpSamples: number;
  clsSamples: number;
  versions: RemoteVersion[];
}

export interface RemoteHealthReport {
  daysBack: number;
  since: string;
  remotes: RemoteHealth[];
}

function bad(what: string): never {
  throw new TypeError(`get_remote_health answered ${what}`);
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) bad(`${what} that is not an object`);
  return value as Record<string, unknown>;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') bad(`${what} that is not a text`);
  return value;
}

function optionalText(value: unknown, what: string): string | null {
  return value === null || value === undefined ? null : text(value, what);
}

/** A measured figure: a number from 0 up (numeric columns may arrive as strings), or none. */
function figure(value: unknown, what: string): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) bad(`${what} that is not a number`);
  return n;
}

function time(value: unknown, what: string): string {
  const t = text(value, what);
  if (Number.isNaN(Date.parse(t))) bad(`${what} that is not a time`);
  return t;
}

/** Checks the answer's shape; anything else is a bad answer (the section says it could not load). */
export function parseRemoteHealth(data: unknown): RemoteHealthReport {
  const root = record(data, 'a report');
  if (!Array.isArray(root.remotes)) bad('remotes that are not a list');
  return {
    daysBack: toCount(root.days_back),
    since: text(root.since, 'a start day').slice(0, 10),
    remotes: root.remotes.map((item) => {
      const r = record(item, 'a remote');
      const errorRate = figure(r.error_rate, 'an error rate');
      if (errorRate !== null && errorRate > 1) bad('an error rate over 1');
      if (!Array.isArray(r.versions)) bad('versions that are not a list');
      return {
        remote: text(r.remote, 'a remote name'),
        currentVersion: optionalText(r.current_version, 'a version'),
        loads: toCount(r.loads),
        ok: toCount(r.ok),
        failed: toCount(r.failed),
        timeout: toCount(r.timeout),
        contract: toCount(r.contract),
        errorRate,
        loadP75Ms: figure(r.load_p75_ms, 'a load time'),
        lcpP75Ms: figure(r.lcp_p75_ms, 'an LCP'),
        inpP75Ms: figure(r.inp_p75_ms, 'an INP'),
        clsP75: figure(r.cls_p75, 'a CLS'),
        lcpSamples: toCount(r.lcp_samples),
        inpSamples: toCount(r.inp_samples),
        clsSamples: toCount(r.cls_samples),
        versions: r.versions.map((v) => {
          const version = record(v, 'a version');
          return {
            version: text(version.version, 'a version'),
            firstSeen: time(version.first_seen, 'a first appearance'),
            lastSeen: time(version.last_seen, 'a last appearance'),
            loads: toCount(version.loads),
          };
        }),
      };
    }),
  };
}

/** Per-remote health over the last `daysBack` UTC days (admins only). */
export async function getRemoteHealth(daysBack: ChartRange): Promise<RemoteHealthReport> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_remote_health', { days_back: daysBack });
  if (error) throw new AnalyticsApiError(error);
  return parseRemoteHealth(data);
}

export function useRemoteHealth({ userId, days }: { userId: string | null; days: ChartRange }) {
  return useQuery({
    queryKey: ['analytics', 'remote-health', userId, days],
    queryFn: () => getRemoteHealth(days),
    enabled: userId !== null,
  });
}
