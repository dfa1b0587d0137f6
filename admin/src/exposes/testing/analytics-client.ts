import { afterEach, beforeEach } from 'vitest';
import { useAuthStore } from '@app/shared';

// Shared by the AnalyticsPage section tests (analytics-remotes, analytics-traffic). Only test files
// may import @app/shared's test kit (eslint.config.js), so those files install the faked client.

export type RpcAnswer = { data: unknown; error: { message: string; code?: string } | null };

/** The signed-in member of the faked client. */
export const member = { id: '7d1f5d1e-2c1b-4f7e-9f51-0d6c1a1b2c3d', email: 'ada@example.com' };

/**
 * An rpc implementation for the faked client: the cards' RPCs (get_analytics_summary,
 * get_events_per_day) answer a fixed page view count, `fn` answers through `answer`, and any other
 * function fails with PGRST202 as PostgREST does.
 */
export function answerAnalyticsRpcs<Args>(fn: string, answer: (args: Args) => Promise<RpcAnswer>) {
  return (name: string, args?: unknown): Promise<RpcAnswer> => {
    if (name === 'get_analytics_summary') {
      return Promise.resolve({ data: [{ event_type: 'page_view', count: 2140, unique_users: 3 }], error: null });
    }
    if (name === 'get_events_per_day') return Promise.resolve({ data: [], error: null });
    if (name === fn) return answer(args as Args);
    return Promise.resolve({ data: null, error: { message: `unknown function ${name}`, code: 'PGRST202' } });
  };
}

/** Registers the hooks that start each test signed out and call `uninstall` (the faked client) after it. */
export function signedOutEachTest(uninstall: () => void): void {
  beforeEach(() => {
    useAuthStore.setState({ loading: false, user: null, session: null });
  });
  afterEach(uninstall);
}
