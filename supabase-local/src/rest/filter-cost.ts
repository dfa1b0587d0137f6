import { PostgrestError } from './errors.ts';
import type { Condition, Filter, SelectItem } from './query-params.ts';

// A deliberate hardening of the local stack (docs/hardening.md): filters whose cost we measured to
// grow far past what a web page needs are refused with a 400 before any SQL runs. PostgREST itself
// passes `match`/`imatch` patterns straight to PostgreSQL's `~`/`~*` (its
// src/PostgREST/ApiRequest/QueryParams.hs maps "match" to OpMatch and "imatch" to OpIMatch with no
// check), so a single request can keep a backend busy until its statement timeout.
//
// PostgreSQL's regex engine (src/backend/regex/regexec.c) matches with a DFA alone, in time linear
// in the text, unless the pattern has back-references: then `cfind` tries every begin and end
// point and `cdissect` every split, which is exponential (`(.*)(.*)\1\2` ran past 3 s on 24
// articles). Lookaround constraints rerun a sub-DFA from every position (`(?=.*a)(?=.*b)(?=.*zzq)`
// past 3 s), and a DFA's cost per character grows with the number of NFA states it can have live,
// which counted repetitions multiply (`([aeiou].{255}){8}` 0.55 s, `{64}` 2.8 s).

export const FILTER_LIMITS = {
  /** Pattern positions all match/imatch filters of one request may add up to, counted repetitions expanded. */
  regexPositions: 100,
  /** like, ilike, match and imatch filters in one request. */
  patternFilters: 16,
  /** fts, plfts, phfts and wfts filters in one request. */
  textSearchFilters: 2,
  /** How many times one column may be named in select (`*` names every column once). */
  selectRepeats: 3,
  /** Parentheses nested in one and=/or= logic tree (its own list counts as one). */
  logicDepth: 10,
} as const;

export interface RegexRefusal {
  /** What the pattern contains, e.g. "back-reference \1". */
  what: string;
  /** Why it is refused and what to write instead. */
  why: string;
}

export interface RegexInspection {
  /** Pattern positions once counted repetitions ({m}, {m,n}) are expanded; 0 for a literal (***=) pattern. */
  size: number;
  refusal?: RegexRefusal;
}

const BACKREF: RegexRefusal = {
  what: 'back-reference',
  why: 'Back-references (\\1 … \\9) are not allowed in match and imatch filters: PostgreSQL checks them by trying every way to split the text, which can take minutes on one row.',
};
const LOOKAROUND: RegexRefusal = {
  what: 'lookaround constraint',
  why: 'Lookahead and lookbehind constraints ((?=…), (?!…), (?<=…), (?<!…)) are not allowed in match and imatch filters: PostgreSQL reruns them from every position of the text.',
};

/** Index just past the bracket expression that starts at `start` (`[`); `escapes` in AREs only. */
function skipBracket(p: string, start: number, escapes: boolean): number {
  let j = start + 1;
  if (p[j] === '^') j++;
  if (p[j] === ']') j++;
  while (j < p.length) {
    const c = p[j]!;
    if (c === '[' && (p[j + 1] === ':' || p[j + 1] === '.' || p[j + 1] === '=')) {
      const close = p.indexOf(`${p[j + 1]}]`, j + 2);
      if (close < 0) return p.length;
      j = close + 2;
    } else if (c === '\\' && escapes) {
      j += 2;
    } else if (c === ']') {
      return j + 1;
    } else {
      j++;
    }
  }
  return p.length;
}

/**
 * Reads a PostgreSQL regular expression (ARE by default; `***=`, `***:` and the leading `(?bceimnpqstwx)`
 * options as its docs describe them) far enough to tell its size and whether it has back-references
 * or lookaround constraints. It never decides whether the pattern is valid: PostgreSQL does that.
 */
export function inspectRegex(pattern: string): RegexInspection {
  let p = pattern;
  if (p.startsWith('***=')) return { size: 0 };
  if (p.startsWith('***:')) p = p.slice(4);
  let flavour: 'are' | 'ere' | 'bre' = 'are';
  let expanded = false;
  const options = /^\(\?([a-z]*)\)/.exec(p);
  if (options) {
    for (const flag of options[1]!) {
      if (flag === 'q') return { size: 0 };
      if (flag === 'b') flavour = 'bre';
      else if (flag === 'e') flavour = 'ere';
      else if (flag === 'x') expanded = true;
      else if (flag === 't') expanded = false;
    }
    p = p.slice(options[0].length);
  }

  // One frame per open group: the sum of its pieces, and the size of the last piece (which a
  // following bound multiplies). Alternatives add up, as they do in the NFA.
  const stack: { total: number; last: number }[] = [{ total: 0, last: 0 }];
  const top = () => stack[stack.length - 1]!;
  const piece = (n: number) => {
    top().total += n;
    top().last = n;
  };
  const bound = (m: number, n: number | undefined) => {
    const times = Math.max(n ?? m, 1);
    top().total += top().last * (times - 1);
    top().last *= times;
  };
  const close = () => {
    if (stack.length === 1) return piece(1);
    const inner = stack.pop()!;
    piece(inner.total);
  };

  for (let i = 0; i < p.length;) {
    const c = p[i]!;
    if (flavour === 'bre') {
      if (c === '\\') {
        const n = p[i + 1];
        if (n !== undefined && n >= '1' && n <= '9') return { size: top().total, refusal: BACKREF };
        if (n === '(') stack.push({ total: 0, last: 0 });
        else if (n === ')') close();
        else if (n === '{') {
          const b = /^\\\{(\d+)(,(\d*))?\\\}/.exec(p.slice(i));
          if (b) {
            bound(Number(b[1]), b[2] === undefined ? undefined : b[3] ? Number(b[3]) : undefined);
            i += b[0].length;
            continue;
          }
          piece(1);
        } else piece(1);
        i += 2;
        continue;
      }
      if (c === '[') {
        i = skipBracket(p, i, false);
        piece(1);
        continue;
      }
      if (c !== '*') piece(1);
      i++;
      continue;
    }

    // ARE and ERE.
    if (expanded && /\s/.test(c)) {
      i++;
      continue;
    }
    if (expanded && c === '#') {
      const nl = p.indexOf('\n', i);
      i = nl < 0 ? p.length : nl + 1;
      continue;
    }
    if (c === '\\') {
      const n = p[i + 1];
      // In an ERE a backslash before a digit is that digit; in an ARE it is a back-reference.
      if (flavour === 'are' && n !== undefined && n >= '1' && n <= '9') return { size: top().total, refusal: BACKREF };
      piece(1);
      i += 2;
      continue;
    }
    if (c === '[') {
      i = skipBracket(p, i, flavour === 'are');
      piece(1);
      continue;
    }
    if (c === '(') {
      if (p.startsWith('(?=', i) || p.startsWith('(?!', i) || p.startsWith('(?<=', i) || p.startsWith('(?<!', i)) {
        return { size: top().total, refusal: LOOKAROUND };
      }
      if (p.startsWith('(?#', i)) {
        const end = p.indexOf(')', i);
        i = end < 0 ? p.length : end + 1;
        continue;
      }
      stack.push({ total: 0, last: 0 });
      i += p.startsWith('(?:', i) ? 3 : 1;
      continue;
    }
    if (c === ')') {
      close();
      i++;
      continue;
    }
    if (c === '|' || c === '*' || c === '+' || c === '?') {
      i++;
      continue;
    }
    if (c === '{') {
      const b = /^\{(\d+)(,(\d*))?\}/.exec(p.slice(i));
      if (b) {
        bound(Number(b[1]), b[2] === undefined ? undefined : b[3] ? Number(b[3]) : undefined);
        i += b[0].length;
        continue;
      }
    }
    piece(1);
    i++;
  }
  while (stack.length > 1) close();
  return { size: top().total };
}

const PATTERN_OPS = new Set(['like', 'ilike', 'match', 'imatch']);
const TEXT_SEARCH_OPS = new Set(['fts', 'plfts', 'phfts', 'wfts']);

function* filtersOf(conditions: Condition[]): Generator<Filter> {
  for (const c of conditions) {
    if (c.kind === 'filter') yield c.filter;
    else yield* filtersOf(c.children);
  }
}

/** Deepest nesting of parentheses outside double-quoted values (PostgREST quotes with `"`, escapes with `\`). */
export function nestingDepth(raw: string): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '(') deepest = Math.max(deepest, ++depth);
    else if (c === ')') depth--;
  }
  return deepest;
}

/**
 * Refuses an and=/or= logic tree nested deeper than FILTER_LIMITS.logicDepth before it is parsed:
 * reading it takes time that grows with the square of its length (1,000 levels, 14.5 KB: 267 ms of
 * the server's own thread).
 */
export function checkLogicDepth(key: string, raw: string): void {
  const depth = nestingDepth(raw);
  if (depth > FILTER_LIMITS.logicDepth) {
    throw new PostgrestError(
      400,
      'PGRST100',
      `failed to parse logic tree (${raw.length > 60 ? `${raw.slice(0, 60)}…` : raw})`,
      `The ${key} tree nests parentheses ${depth} deep; at most ${FILTER_LIMITS.logicDepth} are allowed.`,
      'Flatten the tree: and/or inside and/or of the same kind can be merged.',
    );
  }
}

const refuse = (message: string, details: string, hint: string) => new PostgrestError(400, 'PGRST100', message, details, hint);

/**
 * Refuses, before any SQL runs, a request whose filters or select list we measured to be far
 * costlier than any page needs (figures in docs/hardening.md). Throws PostgREST's error shape.
 */
export function checkRequestCost(conditions: Condition[], select: SelectItem[]): void {
  let regexSize = 0;
  let patterns = 0;
  let textSearches = 0;
  for (const f of filtersOf(conditions)) {
    if (PATTERN_OPS.has(f.op)) patterns++;
    if (TEXT_SEARCH_OPS.has(f.op)) textSearches++;
    if ((f.op === 'match' || f.op === 'imatch') && typeof f.value === 'string') {
      const seen = inspectRegex(f.value);
      if (seen.refusal) {
        throw refuse(
          `${seen.refusal.what} not allowed in ${f.op} filter on column ${f.column}`,
          seen.refusal.why,
          'Rewrite the pattern without it (or use like/ilike), and check the rest in the client.',
        );
      }
      regexSize += seen.size;
    }
  }
  if (regexSize > FILTER_LIMITS.regexPositions) {
    throw refuse(
      'regular expression too large for a match filter',
      `The match and imatch patterns of this request come to ${regexSize} positions once counted repetitions ({m,n}) are expanded; at most ${FILTER_LIMITS.regexPositions} are allowed, because PostgreSQL's matching time per character grows with that size.`,
      'Use a shorter pattern or smaller repetition counts, or filter with like/ilike.',
    );
  }
  if (patterns > FILTER_LIMITS.patternFilters) {
    throw refuse(
      'too many pattern filters',
      `This request has ${patterns} like, ilike, match and imatch filters; at most ${FILTER_LIMITS.patternFilters} are allowed, because each one scans the text of every row again.`,
      'Combine them into fewer patterns, or split the request.',
    );
  }
  if (textSearches > FILTER_LIMITS.textSearchFilters) {
    throw refuse(
      'too many full-text search filters',
      `This request has ${textSearches} fts, plfts, phfts and wfts filters; at most ${FILTER_LIMITS.textSearchFilters} are allowed, because each one on a text column parses the text of every row again.`,
      'Put the words into one query (e.g. wfts.word1 or word2), or split the request.',
    );
  }
  // `*` names every column once.
  const stars = select.filter((item) => item.kind === 'star').length;
  if (stars > FILTER_LIMITS.selectRepeats) {
    throw refuse(
      'select names * too many times',
      `select names * ${stars} times; at most ${FILTER_LIMITS.selectRepeats} are allowed, because each copy is sent again for every row.`,
      'Select * once.',
    );
  }
  const named = new Map<string, number>();
  for (const item of select) {
    if (item.kind !== 'column') continue;
    const n = (named.get(item.column) ?? stars) + 1;
    named.set(item.column, n);
    if (n > FILTER_LIMITS.selectRepeats) {
      throw refuse(
        `column ${item.column} selected too many times`,
        `select names column "${item.column}" ${n} times or more (* counts once); at most ${FILTER_LIMITS.selectRepeats} are allowed, because each copy is sent again for every row.`,
        'Select each column once and copy it in the client.',
      );
    }
  }
}
