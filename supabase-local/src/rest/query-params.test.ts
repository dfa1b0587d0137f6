import { describe, expect, it } from 'vitest';

const errorOf = (fn: () => unknown): PostgrestError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof PostgrestError) return e;
  }
  throw new Error('expected a PostgrestError');
};
import { PostgrestError, statusForSqlState } from './errors.ts';
import { parseFilterExpr, parseOrder, parsePrefer, parseQuery, parseRangeHeader, parseSelect } from './query-params.ts';
import { arrayLiteral, Params, renderFilter, renderOrder, renderSelectList, renderWhere, type Source } from './sql-build.ts';

const source: Source = {
  label: 'things',
  qualifier: '"things"',
  columns: new Map([
    ['id', { type: 'uuid' }],
    ['name', { type: 'text' }],
    ['tags', { type: 'text[]' }],
    ['n', { type: 'integer' }],
  ]),
};

describe('PostgREST query strings', () => {
  it('parses select lists with aliases and casts', () => {
    expect(parseSelect('id, name')).toEqual([
      { kind: 'column', column: 'id' },
      { kind: 'column', column: 'name' },
    ]);
    expect(parseSelect('*')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('label:name,n::text')).toEqual([
      { kind: 'column', column: 'name', alias: 'label' },
      { kind: 'column', column: 'n', cast: 'text' },
    ]);
    expect(() => parseSelect('id,rel(*)')).toThrow(PostgrestError);
    expect(() => parseSelect('n::text;drop')).toThrow(/failed to parse select/);
  });

  it('parses filters, lists and negation', () => {
    expect(parseFilterExpr('n', 'gte.5')).toEqual({ column: 'n', op: 'gte', negate: false, value: '5', config: undefined });
    expect(parseFilterExpr('name', 'not.in.(a,"b,c")')).toMatchObject({ op: 'in', negate: true, value: ['a', 'b,c'] });
    expect(parseFilterExpr('name', 'is.NULL')).toMatchObject({ op: 'is', value: 'null' });
    expect(parseFilterExpr('name', 'fts(english).cat')).toMatchObject({ op: 'fts', config: 'english', value: 'cat' });
    expect(errorOf(() => parseFilterExpr('n', 'between.1')).details).toMatch(/^Unknown operator "between"/);
    expect(() => parseFilterExpr('n', 'five')).toThrow(/failed to parse filter/);
  });

  it('parses order, paging, logic trees, Range and Prefer', () => {
    expect(parseOrder('n.desc.nullslast,name')).toEqual([{ column: 'n', direction: 'desc', nulls: 'last' }, { column: 'name' }]);
    const q = parseQuery(new URLSearchParams('select=id&n=gt.1&or=(name.eq.a,and(n.lt.5,n.gt.2))&limit=10&offset=20&columns="id","name"'));
    expect(q.limit).toBe(10);
    expect(q.offset).toBe(20);
    expect(q.columns).toEqual(['id', 'name']);
    expect(q.conditions).toHaveLength(2);
    expect(errorOf(() => parseQuery(new URLSearchParams('limit=-1'))).body()).toMatchObject({
      code: 'PGRST100',
      details: '"limit" must be a non-negative integer',
    });
    expect(parseRangeHeader('0-9')).toEqual({ offset: 0, limit: 10 });
    expect(parsePrefer(['return=representation', 'count=exact'])).toEqual(
      new Map([
        ['return', 'representation'],
        ['count', 'exact'],
      ]),
    );
  });
});

describe('SQL building', () => {
  it('quotes catalog identifiers and binds every value as a parameter', () => {
    const params = new Params();
    const sql = renderWhere(parseQuery(new URLSearchParams("name=eq.x'; drop table t;--&n=in.(1,2)")).conditions, source, params);
    expect(sql).toBe(' where "things"."name" = $1::text::text and "things"."n" = any($2::text::integer[])');
    expect(params.values).toEqual(["x'; drop table t;--", '{"1","2"}']);
    expect(renderSelectList(parseSelect('label:name'), source)).toBe('"things"."name" as "label"');
    expect(renderOrder(parseOrder('n.desc'), source)).toBe(' order by "things"."n" desc');
  });

  it('rejects columns that are not in the catalog with PostgreSQL’s 42703 wording', () => {
    const err = (() => {
      try {
        renderFilter(parseFilterExpr('nope', 'eq.1'), source, new Params());
      } catch (e) {
        return e as PostgrestError;
      }
    })();
    expect(err?.status).toBe(400);
    expect(err?.body()).toEqual({ code: '42703', details: null, hint: null, message: 'column things.nope does not exist' });
  });

  it('escapes array literals', () => {
    expect(arrayLiteral(['a"b', 'c\\d', 'e,f'])).toBe('{"a\\"b","c\\\\d","e,f"}');
  });
});

describe('SQLSTATE → HTTP', () => {
  it('maps like PostgREST', () => {
    expect(statusForSqlState('42501', 'permission denied', false)).toBe(401);
    expect(statusForSqlState('42501', 'permission denied', true)).toBe(403);
    expect(statusForSqlState('23505', '', true)).toBe(409);
    expect(statusForSqlState('23503', '', true)).toBe(409);
    for (const code of ['22P02', '23502', '23514', 'P0001', '22023']) expect(statusForSqlState(code, 'x', true)).toBe(400);
    expect(statusForSqlState('22023', 'role "x" does not exist', true)).toBe(401);
    expect(statusForSqlState('42P01', '', true)).toBe(404);
    expect(statusForSqlState('25006', '', true)).toBe(405);
    expect(statusForSqlState('PT418', '', true)).toBe(418);
    expect(statusForSqlState('XX000', '', true)).toBe(500);
    expect(statusForSqlState('53300', '', true)).toBe(503);
  });
});
