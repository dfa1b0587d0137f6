import { describe, expect, it } from 'vitest';
import { quoteLiteral, requestSettingsSql } from './request-settings.ts';

describe('quoteLiteral', () => {
  it('doubles quotes and escapes backslashes in an E-string', () => {
    expect(quoteLiteral("it's")).toBe("'it''s'");
    expect(quoteLiteral('a\\b')).toBe(" E'a\\\\b'");
    expect(quoteLiteral("x'; drop table t; --")).toBe("'x''; drop table t; --'");
  });

  it('refuses NUL characters', () => {
    expect(() => quoteLiteral('a\0b')).toThrow(/NUL/);
  });
});

describe('requestSettingsSql', () => {
  it('sets role, claims (with the role), method, path and search path, read-only when asked', () => {
    const sql = requestSettingsSql({
      role: 'authenticated',
      claims: { sub: 'u1', email: "o'neil@x.test" },
      method: 'GET',
      path: '/rest/v1/articles',
      readOnly: true,
    });
    expect(sql.startsWith('set transaction read only; select ')).toBe(true);
    expect(sql).toContain("pg_catalog.set_config('role', 'authenticated', true)");
    expect(sql).toContain(
      `pg_catalog.set_config('request.jwt.claims', '{"sub":"u1","email":"o''neil@x.test","role":"authenticated"}', true)`,
    );
    expect(sql).toContain("pg_catalog.set_config('request.method', 'GET', true)");
    expect(sql).toContain("pg_catalog.set_config('search_path', 'public, extensions', true)");
  });

  it('sets request.headers from the request (an empty object without them), as PostgREST does', () => {
    expect(requestSettingsSql({ role: 'anon', claims: {} })).toContain("pg_catalog.set_config('request.headers', '{}', true)");
    const sql = requestSettingsSql({ role: 'anon', claims: {}, headers: { 'x-forwarded-for': '192.0.2.1', 'user-agent': "it's" } });
    expect(sql).toContain(`pg_catalog.set_config('request.headers', '{"x-forwarded-for":"192.0.2.1","user-agent":"it''s"}', true)`);
  });

  it('lets the verified role win over a role claim', () => {
    expect(requestSettingsSql({ role: 'anon', claims: { role: 'service_role' } })).toContain(`'{"role":"anon"}'`);
  });

  it('refuses roles other than the three API roles', () => {
    expect(() => requestSettingsSql({ role: 'postgres' as never, claims: {} })).toThrow(/Unknown database role "postgres"/);
  });
});
