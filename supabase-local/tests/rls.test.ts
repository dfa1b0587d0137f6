import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtureContent } from '../src/db/testing/fixtures.ts';
import {
  anon,
  attemptAs,
  createUser,
  ENGINES,
  grantAdmin,
  openTestDb,
  service,
  type Outcome,
  type TestDb,
  type TestUser,
} from '../src/db/testing/harness.ts';
import type { RequestContext } from '../src/db/index.ts';

// Row Level Security: every public table x role (anon, member A, member B, admin, service_role)
// x operation. A denial is either SQLSTATE 42501 or no visible/affected row, as PostgreSQL does it.
// Since 20250901091800 the API roles hold only the grants the product uses (grants.test.ts), so
// most denials are now 42501 before RLS is even asked; the policies stay as a second line.

type Actor = 'anon' | 'memberA' | 'memberB' | 'admin' | 'service';
// rows: allowed, exactly n rows seen or changed; none: nothing seen or changed (no policy lets the
// row through, or a missing privilege: either is a denial); denied: must fail with 42501.
type Expect = { rows: number } | { none: true } | { denied: true };

interface Case {
  table: string;
  op: 'select' | 'insert' | 'update' | 'delete';
  actor: Actor;
  sql: (ids: Ids) => [string, unknown[]?];
  expect: Expect;
  why: string;
}

interface Ids {
  a: TestUser;
  b: TestUser;
  admin: TestUser;
  conversation: string;
}

const rows = (n: number): Expect => ({ rows: n });
const denied: Expect = { denied: true };
const none: Expect = { none: true };

const CHAT_INSERT = (userId: string | null, conv: string): [string, unknown[]] =>
  userId === null
    ? ["insert into public.chat_messages (conversation_id, role, content) values ($1, 'user', 'hello')", [conv]]
    : ["insert into public.chat_messages (user_id, conversation_id, role, content) values ($1, $2, 'user', 'hello')", [userId, conv]];

const EVENT_INSERT = (userId: string | null): [string, unknown[]] => [
  "insert into public.analytics_events (event_type, page_path, user_id) values ('page_view', '/', $1)",
  [userId],
];

const TABLES = ['analytics_events', 'chat_messages', 'article_categories', 'articles', 'guide_passages', 'user_roles'] as const;

const CASES: Case[] = [
  // analytics_events: written through track_events only; nobody reads raw rows.
  ...(['anon', 'memberA', 'admin'] as const).map((actor): Case => ({
    table: 'analytics_events',
    op: 'select',
    actor,
    expect: none,
    why: 'raw events are never readable',
    sql: () => ['select * from public.analytics_events'],
  })),
  {
    table: 'analytics_events',
    op: 'select',
    actor: 'service',
    expect: rows(3),
    why: 'service role bypasses RLS',
    sql: () => ['select * from public.analytics_events'],
  },
  // Since 20250901091300 events go in only through track_events (track-events.test.ts): no direct insert.
  {
    table: 'analytics_events',
    op: 'insert',
    actor: 'anon',
    expect: denied,
    why: 'visitor event without user: only through track_events',
    sql: () => EVENT_INSERT(null),
  },
  {
    table: 'analytics_events',
    op: 'insert',
    actor: 'anon',
    expect: denied,
    why: 'visitor cannot claim a user',
    sql: (i) => EVENT_INSERT(i.a.id),
  },
  {
    table: 'analytics_events',
    op: 'insert',
    actor: 'memberA',
    expect: denied,
    why: 'member event without user: only through track_events',
    sql: () => EVENT_INSERT(null),
  },
  {
    table: 'analytics_events',
    op: 'insert',
    actor: 'memberA',
    expect: denied,
    why: 'member event as self: only through track_events',
    sql: (i) => EVENT_INSERT(i.a.id),
  },
  {
    table: 'analytics_events',
    op: 'insert',
    actor: 'memberA',
    expect: denied,
    why: 'member cannot record as another user',
    sql: (i) => EVENT_INSERT(i.b.id),
  },
  {
    table: 'analytics_events',
    op: 'insert',
    actor: 'admin',
    expect: denied,
    why: 'admin cannot record as another user',
    sql: (i) => EVENT_INSERT(i.a.id),
  },
  {
    table: 'analytics_events',
    op: 'insert',
    actor: 'service',
    expect: rows(1),
    why: 'service may record for anyone',
    sql: (i) => EVENT_INSERT(i.b.id),
  },
  ...(['anon', 'memberA', 'admin'] as const).flatMap((actor): Case[] => [
    {
      table: 'analytics_events',
      op: 'update',
      actor,
      expect: none,
      why: 'events are immutable',
      sql: () => ["update public.analytics_events set event_type = 'x'"],
    },
    {
      table: 'analytics_events',
      op: 'delete',
      actor,
      expect: none,
      why: 'events cannot be deleted',
      sql: () => ['delete from public.analytics_events'],
    },
  ]),
  {
    table: 'analytics_events',
    op: 'update',
    actor: 'service',
    expect: rows(3),
    why: 'service role bypasses RLS',
    sql: () => ["update public.analytics_events set event_type = 'x'"],
  },
  {
    table: 'analytics_events',
    op: 'delete',
    actor: 'service',
    expect: rows(3),
    why: 'service role bypasses RLS',
    sql: () => ['delete from public.analytics_events'],
  },

  // chat_messages: own rows only; no updates.
  {
    table: 'chat_messages',
    op: 'select',
    actor: 'anon',
    expect: none,
    why: 'visitors have no history',
    sql: () => ['select * from public.chat_messages'],
  },
  {
    table: 'chat_messages',
    op: 'select',
    actor: 'memberA',
    expect: rows(2),
    why: 'A sees only their two',
    sql: () => ['select * from public.chat_messages'],
  },
  {
    table: 'chat_messages',
    op: 'select',
    actor: 'memberB',
    expect: rows(1),
    why: 'B sees only their one',
    sql: () => ['select * from public.chat_messages'],
  },
  {
    table: 'chat_messages',
    op: 'select',
    actor: 'memberB',
    expect: none,
    why: "B cannot read A's conversation",
    sql: (i) => ['select * from public.chat_messages where user_id = $1', [i.a.id]],
  },
  {
    table: 'chat_messages',
    op: 'select',
    actor: 'admin',
    expect: none,
    why: "admins get no one else's chat",
    sql: () => ['select * from public.chat_messages'],
  },
  {
    table: 'chat_messages',
    op: 'select',
    actor: 'service',
    expect: rows(3),
    why: 'service role bypasses RLS',
    sql: () => ['select * from public.chat_messages'],
  },
  {
    table: 'chat_messages',
    op: 'insert',
    actor: 'anon',
    expect: denied,
    why: 'visitors do not save messages',
    sql: (i) => CHAT_INSERT(null, i.conversation),
  },
  {
    table: 'chat_messages',
    op: 'insert',
    actor: 'memberA',
    expect: rows(1),
    why: 'own message, explicit user_id',
    sql: (i) => CHAT_INSERT(i.a.id, i.conversation),
  },
  {
    table: 'chat_messages',
    op: 'insert',
    actor: 'memberA',
    expect: rows(1),
    why: 'own message, user_id defaults to auth.uid()',
    sql: (i) => CHAT_INSERT(null, i.conversation),
  },
  {
    table: 'chat_messages',
    op: 'insert',
    actor: 'memberA',
    expect: denied,
    why: "cannot write into B's history",
    sql: (i) => CHAT_INSERT(i.b.id, i.conversation),
  },
  {
    table: 'chat_messages',
    op: 'insert',
    actor: 'admin',
    expect: denied,
    why: "admins cannot write into A's history",
    sql: (i) => CHAT_INSERT(i.a.id, i.conversation),
  },
  {
    table: 'chat_messages',
    op: 'insert',
    actor: 'service',
    expect: rows(1),
    why: 'service role bypasses RLS',
    sql: (i) => CHAT_INSERT(i.b.id, i.conversation),
  },
  ...(['anon', 'memberA', 'memberB', 'admin'] as const).map((actor): Case => ({
    table: 'chat_messages',
    op: 'update',
    actor,
    expect: none,
    why: 'messages are never edited',
    sql: () => ["update public.chat_messages set content = 'edited'"],
  })),
  {
    table: 'chat_messages',
    op: 'update',
    actor: 'service',
    expect: rows(3),
    why: 'service role bypasses RLS',
    sql: () => ["update public.chat_messages set content = 'edited'"],
  },
  {
    table: 'chat_messages',
    op: 'delete',
    actor: 'anon',
    expect: none,
    why: 'visitors own nothing',
    sql: () => ['delete from public.chat_messages'],
  },
  {
    table: 'chat_messages',
    op: 'delete',
    actor: 'memberA',
    expect: rows(2),
    why: 'A deletes only their own',
    sql: () => ['delete from public.chat_messages'],
  },
  {
    table: 'chat_messages',
    op: 'delete',
    actor: 'memberB',
    expect: none,
    why: "B cannot delete A's",
    sql: (i) => ['delete from public.chat_messages where user_id = $1', [i.a.id]],
  },
  {
    table: 'chat_messages',
    op: 'delete',
    actor: 'admin',
    expect: none,
    why: "admins cannot delete anyone's chat",
    sql: (i) => ['delete from public.chat_messages where user_id = $1', [i.a.id]],
  },
  {
    table: 'chat_messages',
    op: 'delete',
    actor: 'service',
    expect: rows(3),
    why: 'service role bypasses RLS',
    sql: () => ['delete from public.chat_messages'],
  },

  // article_categories and articles: members read; nobody writes through the API.
  ...(['article_categories', 'articles'] as const).flatMap((table): Case[] => {
    const count = table === 'articles' ? 5 : 3;
    const insert: [string, unknown[]] =
      table === 'articles'
        ? [
            "insert into public.articles (slug, article_key, title, summary, body, category_id, reading_time_minutes) values ('x-y', 'x', 'X', 's', 'b', 'understanding-stis', 1)",
            [],
          ]
        : ["insert into public.article_categories (id, name, sort_order) values ('new-topic', 'New', 9)", []];
    const update = `update public.${table} set ${table === 'articles' ? 'title' : 'name'} = 'changed'`;
    // Categories are referenced by articles: the service role removes both in one statement.
    const del =
      table === 'articles'
        ? 'delete from public.articles'
        : 'with a as (delete from public.articles) delete from public.article_categories';
    return [
      { table, op: 'select', actor: 'anon', expect: none, why: 'library is members-only', sql: () => [`select * from public.${table}`] },
      ...(['memberA', 'memberB', 'admin'] as const).map((actor): Case => ({
        table,
        op: 'select',
        actor,
        expect: rows(count),
        why: 'members read the library',
        sql: () => [`select * from public.${table}`],
      })),
      {
        table,
        op: 'select',
        actor: 'service',
        expect: rows(count),
        why: 'service role reads all',
        sql: () => [`select * from public.${table}`],
      },
      ...(['anon', 'memberA', 'admin'] as const).map((actor): Case => ({
        table,
        op: 'insert',
        actor,
        expect: denied,
        why: 'written only by the seed',
        sql: () => insert,
      })),
      { table, op: 'insert', actor: 'service', expect: rows(1), why: 'service role writes', sql: () => insert },
      ...(['anon', 'memberA', 'admin'] as const).map((actor): Case => ({
        table,
        op: 'update',
        actor,
        expect: none,
        why: 'read-only through the API',
        sql: () => [update],
      })),
      { table, op: 'update', actor: 'service', expect: rows(count), why: 'service role writes', sql: () => [update] },
      ...(['anon', 'memberA', 'admin'] as const).map((actor): Case => ({
        table,
        op: 'delete',
        actor,
        expect: none,
        why: 'read-only through the API',
        sql: () => [`delete from public.${table}`],
      })),
      { table, op: 'delete', actor: 'service', expect: rows(count), why: 'service role writes', sql: () => [del] },
    ];
  }),

  // guide_passages: no API role at all; the chat function uses the service role.
  ...(['anon', 'memberA', 'admin'] as const).flatMap((actor): Case[] => [
    {
      table: 'guide_passages',
      op: 'select',
      actor,
      expect: denied,
      why: 'not exposed',
      sql: () => ['select * from public.guide_passages'],
    },
    {
      table: 'guide_passages',
      op: 'insert',
      actor,
      expect: denied,
      why: 'not exposed',
      sql: () => [
        "insert into public.guide_passages (slug, guide_title, heading, content, position) values ('herpes-facts', 'H', 'h', 'c', 99)",
      ],
    },
    {
      table: 'guide_passages',
      op: 'update',
      actor,
      expect: denied,
      why: 'not exposed',
      sql: () => ["update public.guide_passages set content = 'x'"],
    },
    { table: 'guide_passages', op: 'delete', actor, expect: denied, why: 'not exposed', sql: () => ['delete from public.guide_passages'] },
  ]),
  {
    table: 'guide_passages',
    op: 'select',
    actor: 'service',
    expect: rows(4),
    why: 'chat function reads',
    sql: () => ['select * from public.guide_passages'],
  },
  {
    table: 'guide_passages',
    op: 'insert',
    actor: 'service',
    expect: rows(1),
    why: 'service role writes',
    sql: () => [
      "insert into public.guide_passages (slug, guide_title, heading, content, position) values ('herpes-facts', 'H', 'h', 'c', 99)",
    ],
  },
  {
    table: 'guide_passages',
    op: 'update',
    actor: 'service',
    expect: rows(4),
    why: 'service role writes',
    sql: () => ["update public.guide_passages set content = 'x'"],
  },
  {
    table: 'guide_passages',
    op: 'delete',
    actor: 'service',
    expect: rows(4),
    why: 'service role writes',
    sql: () => ['delete from public.guide_passages'],
  },

  // user_roles: a member reads their own row; nobody grants roles through the API.
  {
    table: 'user_roles',
    op: 'select',
    actor: 'anon',
    expect: none,
    why: 'visitors see no roles',
    sql: () => ['select * from public.user_roles'],
  },
  {
    table: 'user_roles',
    op: 'select',
    actor: 'memberA',
    expect: none,
    why: "A has no role and sees no one else's",
    sql: () => ['select * from public.user_roles'],
  },
  {
    table: 'user_roles',
    op: 'select',
    actor: 'admin',
    // Since 20250901091800 no API role reads user_roles (the product never does; the admin RPCs
    // check the role through private.is_admin()): the policy stays, the grant is gone.
    expect: denied,
    why: 'no API role reads roles, not even an admin their own',
    sql: () => ['select * from public.user_roles'],
  },
  {
    table: 'user_roles',
    op: 'select',
    actor: 'service',
    expect: rows(1),
    why: 'service role reads all',
    sql: () => ['select * from public.user_roles'],
  },
  {
    table: 'user_roles',
    op: 'insert',
    actor: 'anon',
    expect: denied,
    why: 'no self-promotion',
    sql: (i) => ["insert into public.user_roles (user_id, role) values ($1, 'admin')", [i.a.id]],
  },
  {
    table: 'user_roles',
    op: 'insert',
    actor: 'memberA',
    expect: denied,
    why: 'no self-promotion',
    sql: (i) => ["insert into public.user_roles (user_id, role) values ($1, 'admin')", [i.a.id]],
  },
  {
    table: 'user_roles',
    op: 'insert',
    actor: 'admin',
    expect: denied,
    why: 'admins cannot grant through the API',
    sql: (i) => ["insert into public.user_roles (user_id, role) values ($1, 'admin')", [i.b.id]],
  },
  {
    table: 'user_roles',
    op: 'insert',
    actor: 'service',
    expect: rows(1),
    why: 'admin:grant uses the service role',
    sql: (i) => ["insert into public.user_roles (user_id, role) values ($1, 'admin')", [i.b.id]],
  },
  ...(['anon', 'memberA', 'admin'] as const).flatMap((actor): Case[] => [
    {
      table: 'user_roles',
      op: 'update',
      actor,
      expect: none,
      why: 'read-only through the API',
      sql: (i) => ['update public.user_roles set user_id = $1', [i.a.id]],
    },
    {
      table: 'user_roles',
      op: 'delete',
      actor,
      expect: none,
      why: 'read-only through the API',
      sql: () => ['delete from public.user_roles'],
    },
  ]),
  {
    table: 'user_roles',
    op: 'update',
    actor: 'service',
    expect: rows(1),
    why: 'service role writes',
    sql: () => ['update public.user_roles set granted_at = now()'],
  },
  {
    table: 'user_roles',
    op: 'delete',
    actor: 'service',
    expect: rows(1),
    why: 'service role writes',
    sql: () => ['delete from public.user_roles'],
  },
];

function describeOutcome(o: Outcome): string {
  return o.ok ? `${o.result.rows.length} rows / ${o.result.affectedRows} affected` : `error ${o.code}: ${o.message}`;
}

/** A case's outcome in the words of Expect. */
function observed(o: Outcome, sql: string): string {
  if (!o.ok) return o.code === '42501' ? 'denied' : `error ${o.code}`;
  if (o.result.rows.length === 0 && o.result.affectedRows === 0) return 'none';
  return `rows ${/^\s*select/i.test(sql) ? o.result.rows.length : o.result.affectedRows}`;
}

/** The outcomes an Expect accepts: a "none" is met by an empty result or by 42501. */
function accepted(e: Expect): string[] {
  if ('denied' in e) return ['denied'];
  if ('none' in e) return ['none', 'denied'];
  return [`rows ${e.rows}`];
}

describe.each(ENGINES)('row level security on %s', (engine) => {
  let t: TestDb;
  let ids: Ids;
  let contexts: Record<Actor, RequestContext>;

  beforeAll(async () => {
    t = await openTestDb(engine);
    await insertFixtureContent(t.db);
    const a = await createUser(t.db, 'a');
    const b = await createUser(t.db, 'b');
    const admin = await createUser(t.db, 'admin');
    await grantAdmin(t.db, admin.id);
    const conversation = randomUUID();
    ids = { a, b, admin, conversation };
    contexts = { anon, memberA: a.ctx, memberB: b.ctx, admin: admin.ctx, service };
    for (const [user, n] of [
      [a, 2],
      [b, 1],
    ] as const) {
      for (let k = 0; k < n; k++) {
        await t.db.query("insert into public.chat_messages (user_id, conversation_id, role, content) values ($1, $2, 'user', 'hi')", [
          user.id,
          conversation,
        ]);
      }
    }
    for (const userId of [null, a.id, b.id]) {
      await t.db.query("insert into public.analytics_events (event_type, page_path, user_id) values ('page_view', '/', $1)", [userId]);
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it('enables RLS on every table in public', async () => {
    const res = await t.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    // article_views is covered per role in article-views.test.ts.
    expect(res.rows.map((r) => r.relname)).toEqual([
      'analytics_events',
      'article_categories',
      'article_views',
      'articles',
      'chat_messages',
      'guide_passages',
      'user_roles',
    ]);
    expect(res.rows.every((r) => r.relrowsecurity)).toBe(true);
  });

  it('covers every table x role x operation', () => {
    const actors: Actor[] = ['anon', 'memberA', 'admin', 'service'];
    for (const table of TABLES) {
      for (const op of ['select', 'insert', 'update', 'delete'] as const) {
        for (const actor of actors) {
          expect(
            CASES.some((c) => c.table === table && c.op === op && c.actor === actor),
            `${table} ${op} ${actor}`,
          ).toBe(true);
        }
      }
    }
  });

  describe.each(TABLES)('%s', (table) => {
    const cases = CASES.filter((c) => c.table === table).map((c) => [`${c.op} as ${c.actor}: ${c.why}`, c] as const);

    it.each(cases)('%s', async (_name, c) => {
      const [sql, params] = c.sql(ids);
      const outcome = await attemptAs(t.db, contexts[c.actor], sql, params);
      expect(accepted(c.expect), describeOutcome(outcome)).toContain(observed(outcome, sql));
    });
  });
});
