import { queryParamError } from './errors.ts';
import { checkLogicDepth, checkRequestCost } from './filter-cost.ts';

export type SelectItem = { kind: 'star' } | { kind: 'column'; column: string; alias?: string; cast?: string };

export const FILTER_OPS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface Filter {
  column: string;
  op: FilterOp;
  negate: boolean;
  /** string for scalar operators, list for `in`. */
  value: string | string[];
  /** text search configuration of fts operators, e.g. fts(english). */
  config?: string;
}

export type Condition = { kind: 'filter'; filter: Filter } | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Condition[] };

export interface OrderTerm {
  column: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface ParsedQuery {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  columns?: string[];
  onConflict?: string[];
  /** Query parameters that are not PostgREST keywords nor filters (used as RPC GET arguments). */
  plain: Map<string, string>;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'or', 'and', 'not.or', 'not.and']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);
const CAST_RE = /^[a-z_][a-z0-9_]*(\[\])?$/;

/** Splits on `sep` outside parentheses, braces and double quotes. */
export function splitTopLevel(input: string, sep = ','): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (c === '\\' && quoted && i + 1 < input.length) {
      current += c + input[i + 1];
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '(' || c === '{')) depth++;
    else if (!quoted && (c === ')' || c === '}')) depth--;
    if (c === sep && depth === 0 && !quoted) {
      out.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  out.push(current);
  return out;
}

/** `"a b"` → `a b` (PostgREST's quoted identifiers and values, backslash escapes). */
function unquote(s: string): string {
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) return s.slice(1, -1).replace(/\\(.)/g, '$1');
  return s;
}

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ kind: 'star' }];
  const items: SelectItem[] = [];
  for (const part of splitTopLevel(raw)) {
    const text = part.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, '');
    if (text === '') throw queryParamError(`failed to parse select parameter (${raw})`, 'Empty column name in select');
    if (text === '*') {
      items.push({ kind: 'star' });
      continue;
    }
    if (text.includes('(')) {
      throw queryParamError(
        `failed to parse select parameter (${raw})`,
        'Resource embedding and aggregate functions are not supported by the local stack; select plain columns.',
      );
    }
    if (text.includes('->')) {
      throw queryParamError(`failed to parse select parameter (${raw})`, 'JSON paths in select are not supported by the local stack.');
    }
    let rest = text;
    let alias: string | undefined;
    const colon = /^("(?:[^"\\]|\\.)*"|[^:"]+):(?!:)/.exec(rest);
    if (colon) {
      alias = unquote(colon[1]!);
      rest = rest.slice(colon[0].length);
    }
    let cast: string | undefined;
    const castAt = rest.lastIndexOf('::');
    if (castAt > 0) {
      cast = rest.slice(castAt + 2).toLowerCase();
      rest = rest.slice(0, castAt);
      if (!CAST_RE.test(cast)) throw queryParamError(`failed to parse select parameter (${raw})`, `Invalid cast type "${cast}"`);
    }
    const column = unquote(rest);
    if (column === '') throw queryParamError(`failed to parse select parameter (${raw})`, 'Empty column name in select');
    items.push({ kind: 'column', column, alias, cast });
  }
  return items;
}

/** Parses `[not.]op[(config)].value` as PostgREST does for `col=<expr>`. */
export function parseFilterExpr(column: string, expr: string): Filter {
  let rest = expr;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([a-z_][a-z0-9_]*)\))?\.([\s\S]*)$/.exec(rest);
  const fail = (detail: string) => queryParamError(`failed to parse filter (${expr})`, detail);
  if (!m) throw fail(`Expected "operator.value" for column "${column}", e.g. eq.1`);
  const op = m[1] as FilterOp;
  if (!(FILTER_OPS as readonly string[]).includes(op)) throw fail(`Unknown operator "${m[1]}"; use one of ${FILTER_OPS.join(', ')}`);
  const config = m[2];
  if (config && !['fts', 'plfts', 'phfts', 'wfts'].includes(op)) throw fail(`Operator "${op}" takes no (config)`);
  const value = m[3]!;
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) throw fail('The "in" operator needs a list in parentheses, e.g. in.(1,2,3)');
    const inner = value.slice(1, -1);
    const list = inner === '' ? [] : splitTopLevel(inner).map((v) => unquote(v.trim()));
    return { column, op, negate, value: list };
  }
  if (op === 'is' && !IS_VALUES.has(value.toLowerCase())) throw fail('The "is" operator accepts null, not_null, true, false or unknown');
  return { column, op, negate, value: op === 'is' ? value.toLowerCase() : unquote(value), config };
}

/** Parses the body of or=(...) / and=(...): items are `col.op.value`, `and(...)`, `or(...)`, `not.and(...)`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string): Condition {
  const text = raw.trim();
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw queryParamError(`failed to parse logic tree (${raw})`, 'Expected a list in parentheses, e.g. or=(a.eq.1,b.eq.2)');
  }
  const children: Condition[] = [];
  for (const item of splitTopLevel(text.slice(1, -1))) {
    const t = item.trim();
    const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(t);
    if (nested) {
      children.push(parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3]!));
      continue;
    }
    const dot = t.startsWith('"') ? t.indexOf('"', 1) + 1 : t.indexOf('.');
    if (dot <= 0 || t[dot] !== '.')
      throw queryParamError(`failed to parse logic tree (${raw})`, `Expected "column.operator.value" in "${t}"`);
    children.push({ kind: 'filter', filter: parseFilterExpr(unquote(t.slice(0, dot)), t.slice(dot + 1)) });
  }
  if (children.length === 0) throw queryParamError(`failed to parse logic tree (${raw})`, 'The list is empty');
  return { kind: 'logic', op, negate, children };
}

export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((part) => {
    const segments = part.trim().split('.');
    const column = unquote(segments[0] ?? '');
    if (column === '') throw queryParamError(`failed to parse order (${raw})`, 'Empty column name');
    const term: OrderTerm = { column };
    for (const s of segments.slice(1)) {
      if (s === 'asc' || s === 'desc') term.direction = s;
      else if (s === 'nullsfirst') term.nulls = 'first';
      else if (s === 'nullslast') term.nulls = 'last';
      else throw queryParamError(`failed to parse order (${raw})`, `Unknown modifier "${s}"; use asc, desc, nullsfirst or nullslast`);
    }
    return term;
  });
}

function parseNonNegativeInt(name: string, raw: string): number {
  if (!/^\d+$/.test(raw.trim()))
    throw queryParamError(`failed to parse ${name} parameter (${raw})`, `"${name}" must be a non-negative integer`);
  const n = Number(raw.trim());
  if (!Number.isSafeInteger(n)) throw queryParamError(`failed to parse ${name} parameter (${raw})`, `"${name}" is too large`);
  return n;
}

/** `"a","b"` or `a,b` → names. */
export function parseColumnList(raw: string): string[] {
  return splitTopLevel(raw)
    .map((c) => unquote(c.trim()))
    .filter((c) => c !== '');
}

/**
 * Splits a PostgREST query string into select / filters / order / paging.
 * `isArg` tells which plain keys are RPC arguments rather than filters.
 */
export function parseQuery(params: URLSearchParams, isArg: (key: string) => boolean = () => false): ParsedQuery {
  const parsed: ParsedQuery = { select: parseSelect(params.get('select')), conditions: [], order: [], plain: new Map() };
  for (const [key, value] of params) {
    if (key === 'select') continue;
    if (key === 'order') parsed.order.push(...parseOrder(value));
    else if (key === 'limit') parsed.limit = parseNonNegativeInt('limit', value);
    else if (key === 'offset') parsed.offset = parseNonNegativeInt('offset', value);
    else if (key === 'columns') parsed.columns = parseColumnList(value);
    else if (key === 'on_conflict') parsed.onConflict = parseColumnList(value);
    else if (key === 'or' || key === 'and') {
      checkLogicDepth(key, value);
      parsed.conditions.push(parseLogic(key, false, value));
    } else if (key === 'not.or' || key === 'not.and') {
      checkLogicDepth(key, value);
      parsed.conditions.push(parseLogic(key.slice(4) as 'and' | 'or', true, value));
    } else if (isArg(key)) parsed.plain.set(key, value);
    else if (key.includes('.') && !RESERVED.has(key)) {
      throw queryParamError(`failed to parse filter (${key})`, 'Filters on embedded resources are not supported by the local stack');
    } else parsed.conditions.push({ kind: 'filter', filter: parseFilterExpr(key, value) });
  }
  checkRequestCost(parsed.conditions, parsed.select);
  return parsed;
}

/** `Range: 0-9` → offset 0, limit 10 (PostgREST's Range header paging). */
export function parseRangeHeader(header: string | undefined): { offset: number; limit?: number } | undefined {
  if (!header) return undefined;
  const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header.trim());
  if (!m) return undefined;
  const from = Number(m[1]);
  if (m[2] === '') return { offset: from };
  const to = Number(m[2]);
  if (to < from) return { offset: from, limit: 0 };
  return { offset: from, limit: to - from + 1 };
}

/** `Prefer: return=representation, count=exact` → map (several Prefer headers are merged). */
export function parsePrefer(header: string | string[] | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const list = Array.isArray(header) ? header : header ? [header] : [];
  for (const h of list) {
    for (const token of h.split(',')) {
      const [k, v] = token.split('=').map((s) => s.trim());
      if (k) out.set(k.toLowerCase(), (v ?? '').toLowerCase());
    }
  }
  return out;
}
