import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtureContent } from '../src/db/testing/fixtures.ts';
import { as, createUser, ENGINES, expectPgError, openTestDb, service, type TestDb, type TestUser } from '../src/db/testing/harness.ts';

// Constraints hold whoever writes: checked through the API roles that may insert.

describe.each(ENGINES)('constraints on %s', (engine) => {
  let t: TestDb;
  let member: TestUser;

  const chat = (role: unknown, content: unknown) =>
    as<{ role: string; length: number }>(
      t.db,
      member.ctx,
      'insert into public.chat_messages (conversation_id, role, content) values ($1, $2, $3) returning role, char_length(content) as length',
      [randomUUID(), role, content],
    );

  // The API roles record events only through track_events (track-events.test.ts checks its own
  // messages); the table's checks hold for any writer, the service role here.
  const event = (fields: { event_type?: unknown; page_path?: unknown; referrer?: unknown; user_agent?: unknown; metadata?: unknown }) =>
    as(
      t.db,
      service,
      'insert into public.analytics_events (event_type, page_path, referrer, user_agent, metadata) values ($1, $2, $3, $4, $5::jsonb) returning event_type, metadata',
      [
        fields.event_type ?? 'page_view',
        fields.page_path ?? '/',
        fields.referrer ?? null,
        fields.user_agent ?? null,
        fields.metadata === undefined ? null : JSON.stringify(fields.metadata),
      ],
    );

  beforeAll(async () => {
    t = await openTestDb(engine);
    await insertFixtureContent(t.db);
    member = await createUser(t.db, 'writer');
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('chat_messages', () => {
    it('accepts user and agent messages up to 8000 characters', async () => {
      expect((await chat('user', 'hello')).rows).toEqual([{ role: 'user', length: 5 }]);
      expect((await chat('agent', 'x'.repeat(8000))).rows).toEqual([{ role: 'agent', length: 8000 }]);
    });

    it('rejects any other role', async () => {
      for (const role of ['assistant', 'system', 'USER', '']) await expectPgError(chat(role, 'hi'), '23514');
      await expectPgError(chat(null, 'hi'), '23502');
    });

    it('rejects empty, whitespace-only, missing and oversized content', async () => {
      for (const content of ['', '   ', '\n\t ']) await expectPgError(chat('user', content), '23514');
      await expectPgError(chat('user', 'x'.repeat(8001)), '23514');
      await expectPgError(chat('user', null), '23502');
    });

    it('requires a UUID conversation id', async () => {
      await expectPgError(
        as(t.db, member.ctx, "insert into public.chat_messages (conversation_id, role, content) values ('not-a-uuid', 'user', 'hi')"),
        '22P02',
      );
    });
  });

  describe('analytics_events', () => {
    it('accepts the events the product raises', async () => {
      for (const type of ['page_view', 'user_signup', 'user_signin', 'waitlist_join']) {
        expect((await event({ event_type: type })).rows).toEqual([{ event_type: type, metadata: null }]);
      }
      expect((await event({ event_type: 'waitlist_join', metadata: { source: 'hero' } })).rows).toEqual([
        { event_type: 'waitlist_join', metadata: { source: 'hero' } },
      ]);
    });

    it('rejects event types that are not snake_case names of at most 64 characters', async () => {
      for (const bad of ['', 'Page_View', 'page view', '1st', '_x', 'drop;table', 'a'.repeat(65)]) {
        await expectPgError(event({ event_type: bad }), '23514');
      }
      expect((await event({ event_type: 'a'.repeat(64) })).rows).toEqual([{ event_type: 'a'.repeat(64), metadata: null }]);
    });

    it('rejects metadata that is not an object or is larger than 4 KB', async () => {
      for (const bad of [[1, 2], 'text', 42, true]) await expectPgError(event({ metadata: bad }), '23514');
      await expectPgError(event({ metadata: { blob: 'x'.repeat(5000) } }), '23514');
    });

    it('rejects oversized paths, referrers and user agents', async () => {
      await expectPgError(event({ page_path: '/' + 'a'.repeat(2048) }), '23514');
      await expectPgError(event({ referrer: 'https://x/' + 'a'.repeat(2048) }), '23514');
      await expectPgError(event({ user_agent: 'a'.repeat(1025) }), '23514');
    });
  });

  describe('library tables', () => {
    it('rejects malformed category ids and slugs, and non-positive reading times', async () => {
      await expectPgError(t.db.query("insert into public.article_categories (id, name, sort_order) values ('Bad Id', 'x', 1)"), '23514');
      const article = (slug: string, minutes: number, category = 'understanding-stis') =>
        t.db.query(
          `insert into public.articles (slug, article_key, title, summary, body, category_id, reading_time_minutes)
           values ($1, 'k', 'T', 's', 'b', $2, $3)`,
          [slug, category, minutes],
        );
      await expectPgError(article('Not A Slug', 3), '23514');
      await expectPgError(article('fine-slug', 0), '23514');
      await expectPgError(article('fine-slug', 3, 'no-such-topic'), '23503');
      await expectPgError(article('herpes-facts', 3), '23505');
    });

    it('keeps guide passages unique per position and tied to an article', async () => {
      const passage = (slug: string, position: number) =>
        t.db.query("insert into public.guide_passages (slug, guide_title, heading, content, position) values ($1, 'T', 'h', 'c', $2)", [
          slug,
          position,
        ]);
      await expectPgError(passage('herpes-facts', 2), '23505');
      await expectPgError(passage('no-such-guide', 0), '23503');
    });

    it('allows only the admin role in user_roles', async () => {
      await expectPgError(t.db.query("insert into public.user_roles (user_id, role) values ($1, 'owner')", [member.id]), '23514');
    });
  });
});
