/**
 * Ready to shard by academy (README, "Sharding by academy"). A distributed PostgreSQL that shards
 * by tenant (Citus) needs, on every tenant table: the distribution column `academy_id`, not null;
 * every primary key, unique constraint and index leading with it; every foreign key to another
 * tenant table carrying it; and queries that never join two academies' rows. The first part reads
 * the live catalogue after migrations and the entity sync, over every table of the schema but the
 * platform ones (entity-tables.ts, PLATFORM_TABLES): a new table or index that breaks the rule fails
 * here. The second watches every query the server runs while the API is walked (a Kysely plugin
 * over the operation tree; raw `sql` text is read for its joins).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { DefaultQueryExecutor, sql, type CompiledQuery, type OperationNode, type RootOperationNode } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadCatalogue } from '../../server/core/catalogue';
import { openDb, type Db } from '../../server/db/client';
import { PLATFORM_TABLES } from '../../server/db/entity-tables';
import { as, BETA_HOST, DEMO_HOST, login, testConfig } from '../helpers/build-test-app';

// ---------------------------------------------------------------------------------------------
// The catalogue rules

interface KeyRow {
  table_name: string;
  name: string;
  kind: string;
  columns: string[];
  ref_table: string | null;
  ref_columns: string[] | null;
}

/** Every rule broken by the tables of the current schema, one line each. */
async function catalogueViolations(db: Db): Promise<string[]> {
  const tables = (
    await sql<{ name: string; academy: string | null }>`
    select c.relname as name, (select case when a.attnotnull then 'not null' else 'null' end from pg_attribute a
      where a.attrelid = c.oid and a.attname = 'academy_id' and not a.attisdropped) as academy
    from pg_class c where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')`.execute(db)
  ).rows;
  const tenant = new Set(tables.filter((t) => !(t.name in PLATFORM_TABLES)).map((t) => t.name));
  const problems: string[] = [];
  for (const t of tables) {
    if (tenant.has(t.name) && t.academy !== 'not null') problems.push(`${t.name}: no academy_id not null column (${t.academy ?? 'none'})`);
  }
  // Constraints with their columns in key order (array_agg over ordinality keeps it).
  const keys = (
    await sql<KeyRow>`
    select t.relname as table_name, k.conname as name, k.contype as kind,
      (select array_agg(a.attname::text order by u.n) from unnest(k.conkey) with ordinality u(attnum, n)
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum) as columns,
      r.relname as ref_table,
      (select array_agg(a.attname::text order by u.n) from unnest(k.confkey) with ordinality u(attnum, n)
        join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum) as ref_columns
    from pg_constraint k join pg_class t on t.oid = k.conrelid left join pg_class r on r.oid = k.confrelid
    where t.relnamespace = current_schema()::regnamespace and k.contype in ('p', 'u', 'f')`.execute(db)
  ).rows;
  for (const t of tenant) {
    if (!keys.some((k) => k.table_name === t && k.kind === 'p')) problems.push(`${t}: no primary key`);
  }
  for (const k of keys) {
    if (k.kind === 'f') {
      if (!k.ref_table || !tenant.has(k.ref_table)) continue;
      if (!tenant.has(k.table_name)) {
        problems.push(`${k.table_name}.${k.name}: a platform table refers to the tenant table ${k.ref_table}`);
        continue;
      }
      const at = k.columns.indexOf('academy_id');
      if (at < 0 || k.ref_columns?.[at] !== 'academy_id') {
        problems.push(
          `${k.table_name}.${k.name}: foreign key (${k.columns.join(', ')}) → ${k.ref_table} (${k.ref_columns?.join(', ')}) without academy_id on both sides`,
        );
      }
    } else if (tenant.has(k.table_name) && k.columns[0] !== 'academy_id') {
      problems.push(
        `${k.table_name}.${k.name}: ${k.kind === 'p' ? 'primary key' : 'unique constraint'} (${k.columns.join(', ')}) does not start with academy_id`,
      );
    }
  }
  // Every index, those behind constraints included: its first key column (0 = an expression).
  const indexes = (
    await sql<{ table_name: string; name: string; first: string | null; def: string }>`
    select t.relname as table_name, c.relname as name, pg_get_indexdef(i.indexrelid) as def,
      (select a.attname from pg_attribute a where a.attrelid = i.indrelid and a.attnum = i.indkey[0]) as first
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
    where t.relnamespace = current_schema()::regnamespace`.execute(db)
  ).rows;
  for (const i of indexes) {
    if (tenant.has(i.table_name) && i.first !== 'academy_id')
      problems.push(`${i.table_name}.${i.name}: index does not start with academy_id: ${i.def}`);
  }
  return problems.sort();
}

// ---------------------------------------------------------------------------------------------
// The join watch

interface Occurrence {
  id: number;
  table: string;
  alias: string;
  scope: number;
}
interface Scope {
  id: number;
  parent: number | null;
  occurrences: Occurrence[];
}

type AnyNode = OperationNode & Record<string, unknown>;
const isNode = (v: unknown): v is AnyNode => typeof v === 'object' && v !== null && typeof (v as { kind?: unknown }).kind === 'string';
const QUERY_KINDS = new Set(['SelectQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);

/** `t` or `t as x` → the table and the name it goes by; undefined for a derived table or a function. */
function tableOf(node: AnyNode): { table: string; alias: string } | undefined {
  if (node.kind === 'AliasNode') {
    const inner = tableOf(node.node as AnyNode);
    return inner && { table: inner.table, alias: ((node.alias as AnyNode).name as string) ?? inner.alias };
  }
  if (node.kind === 'TableNode') {
    const name = ((node.table as AnyNode).identifier as AnyNode).name as string;
    return { table: name, alias: name };
  }
  return undefined;
}

/**
 * Whether a Kysely query joins rows of two academies: every tenant table it reads (joined, in a
 * subquery, in an update's or delete's own tables) must be tied to the others by `x.academy_id =
 * y.academy_id` or pinned to the same value by `x.academy_id = $n`, in an ON or a WHERE (top-level
 * `and` only). Answers what is not tied, or nothing.
 */
export function untiedTenantTables(root: RootOperationNode, tenant: Set<string>): string[] {
  const scopes: Scope[] = [];
  const occurrences: Occurrence[] = [];
  const equalities: Array<{ scope: number; left: AnyNode; right: AnyNode }> = [];

  const conjuncts = (node: AnyNode | undefined, scope: number): void => {
    if (!node) return;
    if (node.kind === 'AndNode') {
      conjuncts(node.left as AnyNode, scope);
      conjuncts(node.right as AnyNode, scope);
      return;
    }
    if (node.kind === 'ParensNode') return conjuncts(node.node as AnyNode, scope);
    if (node.kind === 'WhereNode') return conjuncts(node.where as AnyNode, scope);
    if (node.kind === 'OnNode') return conjuncts(node.on as AnyNode, scope);
    if (
      node.kind === 'BinaryOperationNode' &&
      ((node.operator as AnyNode).operator === '=' || (node.operator as AnyNode).operator === 'is')
    ) {
      equalities.push({ scope, left: node.leftOperand as AnyNode, right: node.rightOperand as AnyNode });
    }
  };

  const visit = (node: unknown, scope: number | null) => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, scope));
    if (!isNode(node)) return;
    if (QUERY_KINDS.has(node.kind)) {
      const own: Scope = { id: scopes.length, parent: scope, occurrences: [] };
      scopes.push(own);
      const add = (n: unknown) => {
        if (!isNode(n)) return;
        const t = tableOf(n);
        if (t) {
          const o = { id: occurrences.length, ...t, scope: own.id };
          occurrences.push(o);
          own.occurrences.push(o);
        }
      };
      const from = node.from as AnyNode | undefined;
      ((from?.froms as unknown[]) ?? []).forEach(add);
      if (node.kind === 'UpdateQueryNode') add(node.table);
      ((node.using as AnyNode | undefined)?.tables as unknown[] | undefined)?.forEach(add);
      for (const j of (node.joins as AnyNode[] | undefined) ?? []) {
        add(j.table);
        conjuncts(j.on as AnyNode | undefined, own.id);
      }
      conjuncts(node.where as AnyNode | undefined, own.id);
      for (const [key, value] of Object.entries(node)) if (key !== 'kind') visit(value, own.id);
      return;
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'kind') visit(value, scope);
  };
  visit(root, null);

  const tenantOccurrences = occurrences.filter((o) => tenant.has(o.table));
  if (tenantOccurrences.length < 2) return [];

  // Union-find over table occurrences and pinned values.
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    const p = parent.get(x) ?? x;
    if (p === x) return x;
    const r = find(p);
    parent.set(x, r);
    return r;
  };
  const union = (a: string, b: string) => parent.set(find(a), find(b));

  /** `academy_id` of which occurrence, or which value, a side of an equality names. */
  const sideOf = (node: AnyNode, scopeId: number): string | undefined => {
    if (node.kind === 'ValueNode') return `value:${JSON.stringify(node.value)}`;
    if (node.kind !== 'ReferenceNode') return undefined;
    const column = node.column as AnyNode;
    if (column.kind !== 'ColumnNode' || (column.column as AnyNode).name !== 'academy_id') return undefined;
    const qualifier = node.table ? tableOf(node.table as AnyNode)?.alias : undefined;
    for (let s: Scope | undefined = scopes[scopeId]; s; s = s.parent === null ? undefined : scopes[s.parent]) {
      const match = qualifier ? s.occurrences.find((o) => o.alias === qualifier) : s.occurrences.find((o) => tenant.has(o.table));
      if (match) return `t:${match.id}`;
    }
    return undefined;
  };
  for (const e of equalities) {
    const a = sideOf(e.left, e.scope);
    const b = sideOf(e.right, e.scope);
    if (a && b) union(a, b);
  }
  const groups = new Set(tenantOccurrences.map((o) => find(`t:${o.id}`)));
  if (groups.size < 2) return [];
  const main = find(`t:${tenantOccurrences[0].id}`);
  return tenantOccurrences
    .filter((o) => find(`t:${o.id}`) !== main)
    .map((o) => `${o.table} as ${o.alias} (not tied to ${tenantOccurrences[0].alias})`);
}

/** A raw `sql` query's joins of tenant tables whose ON names no `<alias>.academy_id`. */
export function untiedRawJoins(text: string, tenant: Set<string>): string[] {
  const found: string[] = [];
  const joins =
    /\bjoin\s+"?(\w+)"?(?:\s+(?:as\s+)?"?(\w+)"?)?\s+on\s+([\s\S]*?)(?=\b(?:left|right|inner|full|cross)?\s*join\b|\bwhere\b|\bgroup\s+by\b|\border\s+by\b|\blimit\b|\)|$)/gi;
  for (const m of text.matchAll(joins)) {
    const [, table, alias = table, on] = m;
    if (!tenant.has(table)) continue;
    if (!new RegExp(`"?${alias}"?\\s*\\.\\s*"?academy_id"?`).test(on))
      found.push(`join ${table} ${alias} on ${on.trim().replace(/\s+/g, ' ')}`);
  }
  return found;
}

interface Untied {
  site: string;
  sql: string;
  untied: string[];
}

/** Where in our code a query was run from: the first frame under server/ outside the database layer. */
function callSite(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  for (const f of frames) {
    const m = /(server\/[\w/.-]+\.ts):(\d+)/.exec(f);
    if (m && !m[1].startsWith('server/db/')) return `${m[1]}:${m[2]}`;
  }
  return '(no server frame)';
}

/**
 * Sees every query any Kysely handle of this test file runs (the server's included, whatever
 * plugins it adds to its handle): it wraps the executors' shared executeQuery, which gets the
 * compiled query with its operation tree. Test files run in modules of their own, so only this
 * file is watched.
 */
class JoinWatch {
  readonly untied: Untied[] = [];
  readonly rawJoins = new Map<string, string>();
  tenant = new Set<string>();
  private readonly base = Object.getPrototypeOf(DefaultQueryExecutor.prototype) as {
    executeQuery: (q: CompiledQuery, ...rest: unknown[]) => Promise<unknown>;
  };
  private readonly original = this.base.executeQuery;

  start() {
    const { original } = this;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the executor's `this` is needed below
    const watch = this;
    this.base.executeQuery = function (this: unknown, q: CompiledQuery, ...rest: unknown[]) {
      watch.check(q);
      return original.call(this, q, ...rest);
    };
  }

  stop() {
    this.base.executeQuery = this.original;
  }

  private check(q: CompiledQuery) {
    if (!this.tenant.size) return;
    const node = q.query as RootOperationNode;
    let untied: string[];
    if (node.kind === 'RawNode') {
      if (/\bjoin\b/i.test(q.sql)) this.rawJoins.set(callSite(), q.sql.replace(/\s+/g, ' ').trim());
      untied = untiedRawJoins(q.sql, this.tenant);
    } else {
      untied = untiedTenantTables(node, this.tenant);
    }
    if (untied.length) this.untied.push({ site: callSite(), sql: q.sql.replace(/\s+/g, ' ').trim(), untied });
  }
}

/**
 * Queries known to join without tying the academies, by the file they run from: code others own
 * (server/core, the reports and the dashboard) until it is changed. A site listed here that no
 * longer fails fails the test, so the list only shrinks.
 */
const KNOWN_UNTIED: Record<string, string> = {};

// ---------------------------------------------------------------------------------------------
// The server, on a copy of the seeded demo, with the join watch on its database

async function seededCopy(): Promise<{ db: Db; drop?: () => Promise<void> }> {
  const seeded = inject('seededDatabase');
  if ('postgresTemplate' in seeded) {
    const url = process.env.DATABASE_URL!;
    const name = `academy_test_${randomBytes(6).toString('hex')}`;
    const onAdmin = async (statement: string) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(statement);
      } finally {
        await c.end();
      }
    };
    await onAdmin(`create database ${name} template ${seeded.postgresTemplate}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    return { db: await openDb({ databaseUrl: dbUrl.toString() }), drop: () => onAdmin(`drop database if exists ${name} with (force)`) };
  }
  return { db: await openDb({ loadDataDir: new Blob([readFileSync(seeded.pgliteDump)]) }) };
}

const watch = new JoinWatch();
let db: Db;
let app: FastifyInstance;
let drop: (() => Promise<void>) | undefined;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  ({ db, drop } = await seededCopy());
  app = await buildApp({ config: testConfig, db, catalogue: loadCatalogue(), onRoute: (r) => routes.push(r) });
  watch.start();
});
afterAll(async () => {
  watch.stop();
  await app?.close();
  await db?.destroy();
  await drop?.();
});

describe('every tenant table can be sharded by academy_id', () => {
  it('the platform tables are the only ones left out, and each still exists', async () => {
    const { rows } = await sql<{ name: string }>`select relname as name from pg_class
      where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p')`.execute(db);
    const names = rows.map((r) => r.name);
    expect(Object.keys(PLATFORM_TABLES).filter((t) => !names.includes(t))).toEqual([]);
    // Every entity schema's table is a tenant table.
    expect(Object.keys(loadCatalogue()).filter((t) => t in PLATFORM_TABLES)).toEqual([]);
  });

  it('has academy_id not null, and academy_id first in every key and index; foreign keys between tenant tables carry it', async () => {
    expect(await catalogueViolations(db)).toEqual([]);
  });

  it('notices a table that breaks the rules (a throwaway table, rolled back)', async () => {
    let seen: string[] = [];
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`create table shard_probe (id integer primary key, academy_id integer, code text unique, player_id integer,
        foreign key (academy_id, player_id) references players (academy_id, id))`.execute(trx);
        await sql`create index shard_probe_code on shard_probe (code)`.execute(trx);
        await sql`create table shard_probe_child (academy_id integer not null, probe_id integer, primary key (academy_id, probe_id))`.execute(
          trx,
        );
        await sql`create unique index shard_probe_one on shard_probe (id)`.execute(trx);
        await sql`alter table shard_probe_child add foreign key (probe_id) references shard_probe (id)`.execute(trx);
        seen = (await catalogueViolations(trx)).filter((p) => p.startsWith('shard_probe'));
        throw new Error('rolled back');
      })
      .catch((e: Error) => {
        if (e.message !== 'rolled back') throw e;
      });
    expect(seen).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^shard_probe: no academy_id not null column/),
        expect.stringMatching(/^shard_probe\.shard_probe_pkey: primary key \(id\) does not start/),
        expect.stringMatching(/^shard_probe\.shard_probe_code_key: unique constraint \(code\)/),
        expect.stringMatching(/^shard_probe\.shard_probe_code: index does not start/),
        expect.stringMatching(/^shard_probe\.shard_probe_one: index does not start/),
        expect.stringMatching(/^shard_probe_child\.\w+: foreign key \(probe_id\) → shard_probe \(id\) without academy_id/),
      ]),
    );
    // Nothing of the probe is left.
    expect((await sql`select 1 from pg_class where relname like 'shard_probe%'`.execute(db)).rows).toEqual([]);
  });
});

describe("no query joins two academies' rows", () => {
  it('the watch tells a tied join from an untied one', () => {
    const tenant = new Set(['players', 'classes', 'branches']);
    const q = (b: ReturnType<typeof db.selectFrom>) => b.toOperationNode();
    const base = db.selectFrom('players as p').select('p.id');
    expect(untiedTenantTables(q(base.innerJoin('classes as c', 'c.id', 'p.class_id').where('p.academy_id', '=', 1)), tenant)).toHaveLength(
      1,
    );
    expect(
      untiedTenantTables(
        q(base.innerJoin('classes as c', (j) => j.onRef('c.id', '=', 'p.class_id').onRef('c.academy_id', '=', 'p.academy_id'))),
        tenant,
      ),
    ).toEqual([]);
    expect(
      untiedTenantTables(
        q(base.innerJoin('classes as c', 'c.id', 'p.class_id').where('p.academy_id', '=', 1).where('c.academy_id', '=', 1)),
        tenant,
      ),
    ).toEqual([]);
    expect(
      untiedTenantTables(
        q(base.innerJoin('classes as c', 'c.id', 'p.class_id').where('p.academy_id', '=', 1).where('c.academy_id', '=', 2)),
        tenant,
      ),
    ).toHaveLength(1);
    // A correlated subquery is a join too.
    expect(
      untiedTenantTables(
        q(
          base
            .where('p.academy_id', '=', 1)
            .where((eb) => eb.exists(eb.selectFrom('classes as c').select('c.id').whereRef('c.id', '=', 'p.class_id'))),
        ),
        tenant,
      ),
    ).toHaveLength(1);
    expect(
      untiedTenantTables(
        q(
          base
            .where('p.academy_id', '=', 1)
            .where((eb) =>
              eb.exists(
                eb
                  .selectFrom('classes as c')
                  .select('c.id')
                  .whereRef('c.id', '=', 'p.class_id')
                  .whereRef('c.academy_id', '=', 'p.academy_id'),
              ),
            ),
        ),
        tenant,
      ),
    ).toEqual([]);
    // A platform table joins freely.
    expect(
      untiedTenantTables(q(db.selectFrom('academies as a').innerJoin('players as p', 'p.academy_id', 'a.id').select('p.id')), tenant),
    ).toEqual([]);
    expect(untiedRawJoins('select 1 from players p left join classes c on c.id = p.class_id where p.academy_id = $1', tenant)).toHaveLength(
      1,
    );
    expect(
      untiedRawJoins(
        'select 1 from players p left join classes c on c.id = p.class_id and c.academy_id = p.academy_id where p.academy_id = $1',
        tenant,
      ),
    ).toEqual([]);
  });

  it('over a walk of every GET route as the admin of each academy, and a session refresh', async () => {
    const { rows } = await sql<{ name: string }>`select relname as name from pg_class
      where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p')`.execute(db);
    watch.tenant = new Set(rows.map((r) => r.name).filter((t) => !(t in PLATFORM_TABLES)));
    const month = new Date().toISOString().slice(0, 7);
    const query = `?page=0&size=5&fromDate=${month}-01&toDate=${month}-28&month=${month}&fromMonth=${month}&toMonth=${month}&date=${month}-01&classId=1`;
    const fill = (url: string) =>
      url
        .replace(/:filterUnit/g, 'MONTH')
        .replace(/:types/g, 'ADMIN')
        .replace(/:code/g, 'NONE')
        .replace(/:\w+/g, '1');
    const gets = [
      ...new Set(routes.filter((r) => r.method === 'GET' || (Array.isArray(r.method) && r.method.includes('GET'))).map((r) => r.url)),
    ];
    let answered = 0;
    for (const host of [DEMO_HOST, BETA_HOST]) {
      const tokens = await login(app, 'admin', 'Admin@123', host).catch(() => undefined);
      if (!tokens) continue;
      const call = as(app, tokens.access_token, host);
      for (const url of gets) {
        if (url.includes('*') || url.startsWith('/statics')) continue;
        for (const u of [fill(url), fill(url) + query]) {
          const res = await call({ method: 'GET', url: u });
          if (res.statusCode < 400) answered++;
        }
      }
      const refreshed = await app.inject({
        method: 'POST',
        url: '/v1/api/oauth/token',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }).toString(),
      });
      expect(refreshed.statusCode).toBe(200);
    }
    expect(answered).toBeGreaterThan(50);
    const bySite = new Map<string, Untied>();
    for (const u of watch.untied) if (!bySite.has(u.site)) bySite.set(u.site, u);
    const report = [...bySite.values()].map((u) => `${u.site}: ${u.untied.join('; ')}\n    ${u.sql}`);
    if (process.env.SHARD_REPORT)
      console.log(
        `untied joins:\n${report.join('\n')}\nraw queries with joins:\n${[...watch.rawJoins].map(([s, q]) => `${s}: ${q}`).join('\n')}`,
      );
    const files = new Set([...bySite.keys()].map((s) => s.replace(/:\d+$/, '')));
    expect(report.filter((line) => !(line.split(':')[0] in KNOWN_UNTIED))).toEqual([]);
    expect(Object.keys(KNOWN_UNTIED).filter((f) => !files.has(f))).toEqual([]);
  });
});
