import { vi } from 'vitest';

export type Answer = { data: unknown; error: unknown };
type Awaitable<T> = T | Promise<T>;

/** One `from(table).select(columns)` chain as the code under test built it. */
export interface SelectQuery {
  table: string;
  columns: string;
  filters: [column: string, value: unknown][];
  order?: [column: string, options: unknown];
}

export interface FakeSupabaseOptions {
  /** Who auth.getUser() says is signed in (default: nobody, with GoTrue's 'Auth session missing!'). */
  user?: { id: string; email: string } | null;
  /** The answer to a select chain once awaited (default: no rows). */
  select?: (query: SelectQuery) => Awaitable<Answer>;
  /** The answer to an insert (default: no error). */
  insert?: (table: string, row: Record<string, unknown>) => Awaitable<{ error: unknown }>;
  /** The answer to functions.invoke (default: no data, no error). */
  invoke?: (name: string, body: Record<string, unknown>) => Awaitable<Answer & { response?: Response }>;
}

/**
 * A stand-in for the page's one Supabase client that records what the code asked for: `rpc` and
 * `functions.invoke` are vi.fn (set answers with mockResolvedValue), select chains and inserts
 * are listed in `selects` and `inserts`, `auth.getUser` answers with `user`. Install it with `installFakeSupabase` (see mock-shared.ts).
 */
export function createFakeSupabase({ user = null, select, insert, invoke }: FakeSupabaseOptions = {}) {
  const selects: SelectQuery[] = [];
  const inserts: { table: string; row: Record<string, unknown> }[] = [];
  const rpc = vi.fn(async (_fn: string, _args?: Record<string, unknown>): Promise<Answer> => ({ data: null, error: null }));
  const invokeSpy = vi.fn(async (name: string, options: { body: Record<string, unknown> }) =>
    invoke ? invoke(name, options.body) : { data: null, error: null },
  );
  const from = vi.fn((table: string) => ({
    select(columns = '*') {
      const query: SelectQuery = { table, columns, filters: [] };
      selects.push(query);
      const builder = {
        eq(column: string, value: unknown) {
          query.filters.push([column, value]);
          return builder;
        },
        order(column: string, options?: unknown) {
          query.order = [column, options];
          return builder;
        },
        then<T>(onAnswer: (answer: Answer) => T, onError?: (reason: unknown) => T) {
          return Promise.resolve(select ? select(query) : { data: [], error: null }).then(onAnswer, onError);
        },
      };
      return builder;
    },
    insert(row: Record<string, unknown>) {
      inserts.push({ table, row });
      return Promise.resolve(insert ? insert(table, row) : { error: null });
    },
  }));
  const auth = {
    getUser: vi.fn(async () =>
      user ? { data: { user }, error: null } : { data: { user: null }, error: { message: 'Auth session missing!' } },
    ),
    signOut: vi.fn(async (_options?: { scope?: string }) => ({ error: null as unknown })),
  };
  return { rpc, from, auth, functions: { invoke: invokeSpy }, selects, inserts };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;
