import { PostgrestError } from './errors.ts';
import type { Condition, Filter, OrderTerm, SelectItem } from './query-params.ts';

/**
 * Every identifier that reaches SQL is first looked up in the catalog (a `Source`) and then
 * quoted; every value is a bound parameter, passed as text and cast to the catalog type.
 */
export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Something rows are read from: a table/view, or the result of a function. */
export interface Source {
  /** Name used in error messages (PostgREST says `column <table>.<col> does not exist`). */
  label: string;
  /** SQL alias the columns are qualified with. */
  qualifier: string;
  columns: Map<string, { type: string }>;
}

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function unknownColumn(source: Source, column: string): PostgrestError {
  return new PostgrestError(400, '42703', `column ${source.label}.${column} does not exist`);
}

function columnOf(source: Source, name: string): { ref: string; type: string } {
  const col = source.columns.get(name);
  if (!col) throw unknownColumn(source, name);
  return { ref: `${source.qualifier}.${quoteIdent(name)}`, type: col.type };
}

export function renderSelectList(items: SelectItem[], source: Source): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${source.qualifier}.*`;
      const { ref } = columnOf(source, item.column);
      const expr = item.cast ? `${ref}::${item.cast}` : ref;
      return `${expr} as ${quoteIdent(item.alias ?? item.column)}`;
    })
    .join(', ');
}

/** Postgres array literal for `in.(…)`: every element double-quoted and escaped. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const TS_FUNCS = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' } as const;
const COMPARE = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
const IS_SQL: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

/** The SQL for one PostgREST filter; `*` in like patterns is PostgREST's wildcard. */
export function renderFilter(filter: Filter, source: Source, params: Params): string {
  const { ref, type } = columnOf(source, filter.column);
  const typed = (v: string) => `${params.add(v)}::text::${type}`;
  const value = typeof filter.value === 'string' ? filter.value : '';
  let sql: string;
  switch (filter.op) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      sql = `${ref} ${COMPARE[filter.op]} ${typed(value)}`;
      break;
    case 'like':
      sql = `${ref} like ${params.add(value.replace(/\*/g, '%'))}::text`;
      break;
    case 'ilike':
      sql = `${ref} ilike ${params.add(value.replace(/\*/g, '%'))}::text`;
      break;
    case 'match':
      sql = `${ref} ~ ${params.add(value)}::text`;
      break;
    case 'imatch':
      sql = `${ref} ~* ${params.add(value)}::text`;
      break;
    case 'in': {
      const list = Array.isArray(filter.value) ? filter.value : [];
      sql =
        list.length === 0 ? 'false' : `${ref} = any(${params.add(arrayLiteral(list))}::text::${type.endsWith('[]') ? type : `${type}[]`})`;
      break;
    }
    case 'is':
      sql = `${ref} ${IS_SQL[value] ?? 'is null'}`;
      break;
    case 'isdistinct':
      sql = `${ref} is distinct from ${typed(value)}`;
      break;
    case 'cs':
      sql = `${ref} @> ${typed(value)}`;
      break;
    case 'cd':
      sql = `${ref} <@ ${typed(value)}`;
      break;
    case 'ov':
      sql = `${ref} && ${typed(value)}`;
      break;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const fn = TS_FUNCS[filter.op];
      const cfg = filter.config ? `${params.add(filter.config)}::text::regconfig, ` : '';
      sql = `${ref} @@ ${fn}(${cfg}${params.add(value)}::text)`;
      break;
    }
  }
  return filter.negate ? `not (${sql})` : sql;
}

export function renderCondition(cond: Condition, source: Source, params: Params): string {
  if (cond.kind === 'filter') return renderFilter(cond.filter, source, params);
  const inner = cond.children.map((c) => `(${renderCondition(c, source, params)})`).join(cond.op === 'and' ? ' and ' : ' or ');
  return cond.negate ? `not (${inner})` : `(${inner})`;
}

export function renderWhere(conds: Condition[], source: Source, params: Params): string {
  if (conds.length === 0) return '';
  return ` where ${conds.map((c) => renderCondition(c, source, params)).join(' and ')}`;
}

export function renderOrder(terms: OrderTerm[], source: Source): string {
  if (terms.length === 0) return '';
  return ` order by ${terms
    .map((t) => {
      const { ref } = columnOf(source, t.column);
      return `${ref}${t.direction ? ` ${t.direction}` : ''}${t.nulls ? ` nulls ${t.nulls}` : ''}`;
    })
    .join(', ')}`;
}

export function renderPaging(limit: number | undefined, offset: number | undefined): string {
  // Both are validated non-negative integers, so they can be inlined.
  return `${limit !== undefined ? ` limit ${Math.trunc(limit)}` : ''}${offset ? ` offset ${Math.trunc(offset)}` : ''}`;
}

/** Wraps a row query so PostgreSQL writes the JSON (PostgREST's exact value formatting). */
export function jsonAggregate(inner: string): string {
  return `select coalesce(json_agg(_pgrst_t), '[]')::text as body, (json_agg(_pgrst_t) -> 0)::text as first, count(*)::int as n from (${inner}) _pgrst_t`;
}
