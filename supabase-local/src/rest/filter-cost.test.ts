import { describe, expect, it } from 'vitest';
import { PostgrestError } from './errors.ts';
import { checkRequestCost, FILTER_LIMITS, inspectRegex, nestingDepth } from './filter-cost.ts';
import { parseQuery } from './query-params.ts';

// The filter cost check of the REST layer (rest/filter-cost.ts), a deliberate hardening: PostgREST
// (src/PostgREST/ApiRequest/QueryParams.hs, `operator`: "match" -> OpMatch, "imatch" -> OpIMatch)
// hands any pattern to PostgreSQL's `~`/`~*`. Here the regex features PostgreSQL's engine
// (src/backend/regex/regexec.c: `cfind`/`cdissect` for back-references, sub-DFAs for lookaround)
// cannot match cheaply are refused before the query runs. Pairs: one that fires, a near one that passes.

const refusalOf = (query: string): PostgrestError => {
  try {
    parseQuery(new URLSearchParams(query));
  } catch (e) {
    if (e instanceof PostgrestError) return e;
    throw e;
  }
  throw new Error(`expected ${query} to be refused`);
};

describe('inspectRegex', () => {
  it('refuses back-references, passes the same groups without them', () => {
    expect(inspectRegex('(.*)(.*)\\1\\2').refusal?.what).toBe('back-reference');
    expect(inspectRegex('(.*)(.*)').refusal).toBeUndefined();
    expect(inspectRegex('([bc])\\1').refusal?.what).toBe('back-reference');
    expect(inspectRegex('([bc])\\d').refusal).toBeUndefined();
    // An escaped backslash before a digit is a backslash and a digit.
    expect(inspectRegex('a\\\\1').refusal).toBeUndefined();
    expect(inspectRegex('a\\\\\\1').refusal?.what).toBe('back-reference');
    // \0 is an octal escape, not a back-reference.
    expect(inspectRegex('a\\0').refusal).toBeUndefined();
  });

  it('reads bracket expressions as PostgreSQL does (\\ escapes inside them in an ARE)', () => {
    expect(inspectRegex('[\\]](.)\\1').refusal?.what).toBe('back-reference');
    expect(inspectRegex('[]x](.)\\1').refusal?.what).toBe('back-reference');
    expect(inspectRegex('[[:alpha:](]\\1').refusal?.what).toBe('back-reference');
    expect(inspectRegex('[(?=]x').refusal).toBeUndefined();
    expect(inspectRegex('[[:alpha:]]{2}').size).toBe(2);
  });

  it('refuses lookahead and lookbehind, passes non-capturing groups and comments', () => {
    for (const p of ['(?=.*a)', 'q(?!u)', '(?<=a)b', '(?<!a)b', 'x((?=e).)*'])
      expect(inspectRegex(p).refusal?.what).toBe('lookaround constraint');
    for (const p of ['(?:ab)+', 'a(?#note)b', 'q[^u]', '(a|b)c']) expect(inspectRegex(p).refusal).toBeUndefined();
  });

  it('honours the director prefixes and embedded options', () => {
    // ***= and (?q): the rest is a literal string.
    expect(inspectRegex('***=(.*)\\1')).toEqual({ size: 0 });
    expect(inspectRegex('(?q)(.*)\\1')).toEqual({ size: 0 });
    expect(inspectRegex('***:(.*)\\1').refusal?.what).toBe('back-reference');
    expect(inspectRegex('(?i)(.*)\\1').refusal?.what).toBe('back-reference');
    // A BRE has back-references too (\(…\)\1); an ERE has none (\1 is the digit 1).
    expect(inspectRegex('(?b)\\(a\\)\\1').refusal?.what).toBe('back-reference');
    expect(inspectRegex('(?e)(a)\\1').refusal).toBeUndefined();
    // Expanded syntax: white space and # comments are not part of the pattern.
    expect(inspectRegex('(?x) a b  # c d e').size).toBe(2);
  });

  it('counts positions with counted repetitions expanded', () => {
    expect(inspectRegex('abc').size).toBe(3);
    expect(inspectRegex('a.{200}z').size).toBe(202);
    expect(inspectRegex('(.{255}){20}zq').size).toBe(255 * 20 + 2);
    expect(inspectRegex('[0-9]{4}-[0-9]{2}').size).toBe(7);
    expect(inspectRegex('x{2,5}').size).toBe(5);
    expect(inspectRegex('x{3,}').size).toBe(3);
    expect(inspectRegex('(?b)\\(ab\\)\\{3\\}').size).toBe(6);
    // Not bounds: a{,2} and a{x are literal text in an ARE.
    expect(inspectRegex('a{,2}').size).toBe(5);
    // * + ? and alternation add nothing beyond their pieces.
    expect(inspectRegex('(ab|cd)*e+f?').size).toBe(6);
  });
});

describe('checkRequestCost through parseQuery', () => {
  it('answers 400 in PostgREST’s error shape naming the filter', () => {
    const err = refusalOf('select=slug&body=match.(.*)(.*)\\1\\2');
    expect(err.status).toBe(400);
    expect(err.body()).toEqual({
      code: 'PGRST100',
      message: 'back-reference not allowed in match filter on column body',
      details:
        'Back-references (\\1 … \\9) are not allowed in match and imatch filters: PostgreSQL checks them by trying every way to split the text, which can take minutes on one row.',
      hint: 'Rewrite the pattern without it (or use like/ilike), and check the rest in the client.',
    });
    // Negated, inside or=/and= trees, and with imatch alike.
    expect(refusalOf('body=not.imatch.(a)\\1').message).toBe('back-reference not allowed in imatch filter on column body');
    expect(refusalOf('or=(slug.eq.a,and(title.eq.b,body.match.(?=x)))').message).toBe(
      'lookaround constraint not allowed in match filter on column body',
    );
    // like/ilike have no back-references: a backslash there is an escape of like.
    expect(() => parseQuery(new URLSearchParams('body=like.*(a)\\1*'))).not.toThrow();
    expect(() => parseQuery(new URLSearchParams('body=match.(a)(b)'))).not.toThrow();
  });

  it('bounds the size of all regex filters of a request together', () => {
    const max = FILTER_LIMITS.regexPositions;
    expect(() => parseQuery(new URLSearchParams(`body=match.a.{${max - 1}}`))).not.toThrow();
    expect(refusalOf(`body=match.a.{${max}}`).message).toBe('regular expression too large for a match filter');
    // Two filters that pass alone do not pass together.
    const half = `match.e.{${max / 2}}`;
    expect(() => parseQuery(new URLSearchParams(`body=${half}`))).not.toThrow();
    expect(refusalOf(`body=${half}&title=${half}`).details).toMatch(new RegExp(`come to ${max + 2} positions`));
    // A literal (***=) pattern is a plain substring search.
    expect(() => parseQuery(new URLSearchParams(`body=match.***=${'x'.repeat(max * 2)}`))).not.toThrow();
  });

  it('bounds the number of pattern and full-text filters', () => {
    const likes = (n: number) => `or=(${Array.from({ length: n }, (_, i) => `body.ilike.*w${i}*`).join(',')})`;
    expect(() => parseQuery(new URLSearchParams(likes(FILTER_LIMITS.patternFilters)))).not.toThrow();
    expect(refusalOf(likes(FILTER_LIMITS.patternFilters + 1)).message).toBe('too many pattern filters');
    const fts = (n: number) => `or=(${Array.from({ length: n }, (_, i) => `body.wfts.w${i}`).join(',')})`;
    expect(() => parseQuery(new URLSearchParams(fts(FILTER_LIMITS.textSearchFilters)))).not.toThrow();
    expect(refusalOf(fts(FILTER_LIMITS.textSearchFilters + 1)).message).toBe('too many full-text search filters');
    // eq and in lists are not pattern filters.
    expect(() => parseQuery(new URLSearchParams(`or=(${Array.from({ length: 200 }, (_, i) => `slug.eq.s${i}`).join(',')})`))).not.toThrow();
  });

  it('bounds how often select names one column', () => {
    expect(() => parseQuery(new URLSearchParams('select=body,a:body,b:body,slug'))).not.toThrow();
    expect(refusalOf('select=body,a:body,b:body,c:body').message).toBe('column body selected too many times');
    expect(refusalOf('select=*,a:body,b:body,c:body').message).toBe('column body selected too many times');
    expect(() => parseQuery(new URLSearchParams('select=*,a:body,b:body'))).not.toThrow();
    expect(refusalOf('select=*,*,*,*').message).toBe('select names * too many times');
  });

  it('refuses a logic tree nested too deep before parsing it', () => {
    const nest = (n: number) => {
      let s = 'slug.eq.x';
      for (let i = 1; i < n; i++) s = `${i % 2 ? 'and' : 'or'}(${s},slug.eq.y)`;
      return `(${s})`;
    };
    expect(nestingDepth(nest(FILTER_LIMITS.logicDepth))).toBe(FILTER_LIMITS.logicDepth);
    expect(nestingDepth('("a(((",b)')).toBe(1);
    expect(() => parseQuery(new URLSearchParams({ or: nest(FILTER_LIMITS.logicDepth) }))).not.toThrow();
    const err = refusalOf(new URLSearchParams({ or: nest(FILTER_LIMITS.logicDepth + 1) }).toString());
    expect(err.body()).toMatchObject({
      code: 'PGRST100',
      details: `The or tree nests parentheses ${FILTER_LIMITS.logicDepth + 1} deep; at most ${FILTER_LIMITS.logicDepth} are allowed.`,
    });
  });

  it('leaves everyday queries alone', () => {
    for (const q of [
      'select=id,title&order=published_at.desc&limit=10',
      'select=slug&title=ilike.*prep*&or=(category.eq.testing,category.eq.prep)',
      'select=slug&body=imatch.\\mcondoms?\\M',
      'select=slug&slug=match.^[a-z0-9]+(-[a-z0-9]+)*$',
      'select=slug&body=wfts.condom test',
    ]) {
      expect(() =>
        checkRequestCost(parseQuery(new URLSearchParams(q)).conditions, parseQuery(new URLSearchParams(q)).select),
      ).not.toThrow();
    }
  });
});
