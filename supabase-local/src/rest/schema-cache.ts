import type { Db } from '../db/index.ts';

export interface ColumnInfo {
  name: string;
  /** format_type() of the column: read from the catalog, never from a request. */
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  generated: boolean;
}

export interface TableInfo {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, ColumnInfo>;
  columnOrder: string[];
  primaryKey: string[];
}

export interface FunctionParam {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  oid: number;
  params: FunctionParam[];
  returnsSet: boolean;
  returnType: string;
  /** 'void' | 'scalar' | 'composite' */
  returnKind: 'void' | 'scalar' | 'composite';
  /** Output columns (name and catalog type) when the function returns a table / composite type. */
  outColumns: { name: string; type: string }[];
  volatility: 'i' | 's' | 'v';
}

export interface SchemaSnapshot {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
}

const TABLES_SQL = `
select c.relname as name, c.relkind::text as kind,
       a.attname as column_name, pg_catalog.format_type(a.atttypid, a.atttypmod) as column_type,
       a.attnotnull as not_null, (a.atthasdef or a.attidentity <> '') as has_default,
       (a.attgenerated <> '') as generated, a.attnum as position
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
 where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
 order by c.relname, a.attnum`;

const PKEYS_SQL = `
select c.relname as name, a.attname as column_name
  from pg_catalog.pg_index i
  join pg_catalog.pg_class c on c.oid = i.indrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
 where n.nspname = $1 and i.indisprimary
 order by c.relname, array_position(i.indkey::int2[], a.attnum)`;

const FUNCTIONS_SQL = `
select p.oid::int as oid, p.proname as name, p.proretset as returns_set, p.provolatile::text as volatility,
       p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults,
       pg_catalog.format_type(p.prorettype, null) as return_type, t.typtype::text as return_typtype,
       coalesce(p.proargnames, array[]::text[]) as arg_names,
       coalesce(p.proargmodes::text[], array[]::text[]) as arg_modes,
       array(select pg_catalog.format_type(x.oid, null)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as x(oid, ord)
              order by x.ord) as arg_types,
       case when t.typtype = 'c' then array(
         select a.attname::text from pg_catalog.pg_attribute a
          where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped order by a.attnum)
       else array[]::text[] end as composite_columns,
       case when t.typtype = 'c' then array(
         select pg_catalog.format_type(a.atttypid, a.atttypmod) from pg_catalog.pg_attribute a
          where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped order by a.attnum)
       else array[]::text[] end as composite_types
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  join pg_catalog.pg_type t on t.oid = p.prorettype
 where n.nspname = $1 and p.prokind = 'f'`;

type Row = Record<string, unknown>;
const asArray = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

export async function loadSchema(db: Db, schema = 'public'): Promise<SchemaSnapshot> {
  const [tablesRes, pkRes, fnRes] = [
    await db.query<Row>(TABLES_SQL, [schema]),
    await db.query<Row>(PKEYS_SQL, [schema]),
    await db.query<Row>(FUNCTIONS_SQL, [schema]),
  ];
  const tables = new Map<string, TableInfo>();
  for (const r of tablesRes.rows) {
    const name = String(r.name);
    let t = tables.get(name);
    if (!t) {
      t = { name, kind: r.kind === 'r' || r.kind === 'p' ? 'table' : 'view', columns: new Map(), columnOrder: [], primaryKey: [] };
      tables.set(name, t);
    }
    const col: ColumnInfo = {
      name: String(r.column_name),
      type: String(r.column_type),
      notNull: Boolean(r.not_null),
      hasDefault: Boolean(r.has_default),
      generated: Boolean(r.generated),
    };
    t.columns.set(col.name, col);
    t.columnOrder.push(col.name);
  }
  for (const r of pkRes.rows) tables.get(String(r.name))?.primaryKey.push(String(r.column_name));

  const functions = new Map<string, FunctionInfo[]>();
  for (const r of fnRes.rows) {
    const names = asArray(r.arg_names);
    const modes = asArray(r.arg_modes);
    const types = asArray(r.arg_types);
    const ndefaults = Number(r.ndefaults);
    const inputs: { name: string; type: string }[] = [];
    const outs: { name: string; type: string }[] = [];
    types.forEach((type, i) => {
      const mode = modes[i] ?? 'i';
      if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name: names[i] ?? '', type });
      if (mode === 'o' || mode === 'b' || mode === 't') outs.push({ name: names[i] ?? `column${i + 1}`, type });
    });
    const params = inputs.map((p, i) => ({ ...p, hasDefault: i >= inputs.length - ndefaults }));
    const returnType = String(r.return_type);
    const compositeTypes = asArray(r.composite_types);
    const composite = asArray(r.composite_columns).map((name, i) => ({ name, type: compositeTypes[i] ?? 'text' }));
    const outColumns = outs.length > 0 ? outs : composite;
    const info: FunctionInfo = {
      name: String(r.name),
      oid: Number(r.oid),
      params,
      returnsSet: Boolean(r.returns_set),
      returnType,
      returnKind:
        returnType === 'void'
          ? 'void'
          : outColumns.length > 0 || r.return_typtype === 'c' || returnType === 'record'
            ? 'composite'
            : 'scalar',
      outColumns,
      volatility: String(r.volatility) as 'i' | 's' | 'v',
    };
    const list = functions.get(info.name) ?? [];
    list.push(info);
    functions.set(info.name, list);
  }
  return { tables, functions };
}

/**
 * The schema cache of the REST layer: loaded once, reloaded (at most once a second)
 * when a request names something unknown, so a migration applied later is picked up.
 */
export class SchemaCache {
  private snapshot: SchemaSnapshot | undefined;
  private loading: Promise<SchemaSnapshot> | undefined;
  private loadedAt = 0;

  constructor(private readonly db: Db) {}

  async get(): Promise<SchemaSnapshot> {
    if (this.snapshot) return this.snapshot;
    return this.reload();
  }

  async reload(): Promise<SchemaSnapshot> {
    this.loading ??= loadSchema(this.db).then(
      (s) => {
        this.snapshot = s;
        this.loadedAt = Date.now();
        this.loading = undefined;
        return s;
      },
      (err) => {
        this.loading = undefined;
        throw err;
      },
    );
    return this.loading;
  }

  async table(name: string): Promise<TableInfo | undefined> {
    const found = (await this.get()).tables.get(name);
    if (found || Date.now() - this.loadedAt < 1000) return found;
    return (await this.reload()).tables.get(name);
  }

  async functionsNamed(name: string): Promise<FunctionInfo[]> {
    const found = (await this.get()).functions.get(name);
    if (found || Date.now() - this.loadedAt < 1000) return found ?? [];
    return (await this.reload()).functions.get(name) ?? [];
  }
}

/** Closest name by edit distance, for PostgREST-like "Perhaps you meant" hints. */
export function closestName(target: string, names: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const n of names) {
    const d = editDistance(target, n);
    if (d < bestScore) {
      bestScore = d;
      best = n;
    }
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(target.length / 4)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  const dp = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0]!;
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j]!;
      dp[j] = Math.min(dp[j]! + 1, dp[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return dp[b.length]!;
}
