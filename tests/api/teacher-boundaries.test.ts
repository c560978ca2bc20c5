/**
 * The server is the teachers' gate, generated over every route: every route of the API outside
 * the teachers' area refuses a teacher (but the staff's own web views); every route of the area
 * answers 404 for a class the teacher does not teach (another teacher's, another branch's, none)
 * and 403 NOT_A_TEACHER to a login linked to no teacher record; and no answer of the area holds
 * a field the schemas do not give the teacher (`x-audiences`).
 */
import type { InjectOptions, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { readableKeys } from '../../server/core/audience';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { TEACHER_RECORD_PARTS } from '../../domain/teacher-area';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { addStaff, STAFF_PASSWORD } from '../helpers/staff';

const t = useTestApp();
const today = academyToday(DEFAULT_TIME_ZONE);
const AREA = '/v1/api/teacher/';
/** The staff's own web views (payroll, the view links): open to any staff login, the teacher's own data only. */
const STAFF_OWN = ['POST /v1/api/view-links', 'GET /v1/api/my-payslips'];

type Call = ReturnType<typeof as>;
let teacher: Call;
let unlinked: Call;
let teacherId: number;
let own: number;
let notTheirs: Record<string, number>;

const key = (r: RouteOptions) => `${r.method} ${r.url}`;
const apiRoutes = () =>
  t.routes.filter((r) => r.method !== 'HEAD' && (r.url.startsWith('/v1/') || r.url.startsWith('/api-public/')) && !r.config?.public);
const areaRoutes = () => apiRoutes().filter((r) => r.url.startsWith(AREA));

/** A body each write of the area accepts, so only the class or the login decides the answer. */
const BODIES: Record<string, (classId: number) => object> = {
  'POST /v1/api/teacher/classes/:classId/days/:date/marks': () => ({ all_present: true }),
  'POST /v1/api/teacher/leave-requests': (classId) => ({ at_date: today, reason: 'Có việc gia đình', class_id: classId }),
  'PUT /v1/api/teacher/profile': () => ({ app_language: 'vi' }),
  'PUT /v1/api/teacher/password': () => ({ old_password: 'Sai@123456', new_password: 'Moi@123456' }),
};

function request(r: RouteOptions, classId: number): InjectOptions {
  const url = r.url.replace(':classId', String(classId)).replace(':date', today);
  const method = r.method as InjectOptions['method'];
  const body = BODIES[key(r)];
  return { method, url, ...(body && { payload: body(classId) }) };
}

/** A request that passes the gate and fails fast after it. */
function probe(r: RouteOptions): InjectOptions {
  const url = r.url.replace(':filterUnit', 'x').replace(':types', 'admin').replace(/:\w+/g, '2000000000');
  const read = r.method === 'GET' || r.method === 'DELETE';
  return { method: r.method as InjectOptions['method'], url, ...(!read && { payload: {} }) };
}

beforeAll(async () => {
  teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
  await addStaff(t.db, 'demo', 'walk-unlinked-teacher', 'teacher', [1]);
  unlinked = as(t.app, (await login(t.app, 'walk-unlinked-teacher', STAFF_PASSWORD)).access_token);
  teacherId = (
    await sql<{
      id: number;
    }>`select m.id from managers m join users u on u.id = m.user_id where u.academy_id = 1 and u.user_name = 'teacher'`.execute(t.db)
  ).rows[0].id;
  const classes = (
    await sql<{
      id: number;
      branch_id: number;
      mine: boolean;
    }>`select id, branch_id, manager_ids @> ${JSON.stringify([teacherId])}::jsonb as mine
      from classes where academy_id = 1 and deleted_at is null order by id`.execute(t.db)
  ).rows;
  const mine = classes.filter((c) => c.mine);
  own = mine[0].id;
  const branches = new Set(mine.map((c) => c.branch_id));
  notTheirs = {
    "another teacher's class": classes.find((c) => !c.mine && branches.has(c.branch_id))!.id,
    "another branch's class": classes.find((c) => !branches.has(c.branch_id))!.id,
    'a class of another academy': (
      await sql<{ id: number }>`select id from classes where academy_id <> 1 order by id limit 1`.execute(t.db)
    ).rows[0].id,
    'no class': 2_000_000_000,
  };
});

describe('the teachers’ area is the only door open to a teacher', () => {
  it('opens to teachers no route outside the area but the staff’s own web views', () => {
    const open = apiRoutes()
      .filter((r) => !r.url.startsWith(AREA) && (r.config?.gate?.roles ?? []).includes('teacher'))
      .map(key);
    expect(open.sort()).toEqual([...STAFF_OWN].sort());
  });

  it(
    'refuses the teacher every route outside the area (admin, reports, money, settings): 403 FORBIDDEN_ROLE',
    { timeout: 120_000 },
    async () => {
      const outside = apiRoutes().filter((r) => !r.url.startsWith(AREA) && !STAFF_OWN.includes(key(r)));
      expect(outside.length).toBeGreaterThan(200);
      const wrong: string[] = [];
      for (let at = 0; at < outside.length; at += 8) {
        await Promise.all(
          outside.slice(at, at + 8).map(async (r) => {
            const res = await teacher(probe(r));
            const code = String(res.headers['content-type'] ?? '').includes('json') ? res.json().code : undefined;
            if (res.statusCode !== 403 || code !== 'FORBIDDEN_ROLE') wrong.push(`${key(r)} → ${res.statusCode} ${code ?? ''}`);
          }),
        );
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe('within the area, the teacher’s classes and records only', () => {
  it('has a body for every write of the area', () => {
    const writes = areaRoutes().filter((r) => r.method !== 'GET');
    expect(writes.map(key).filter((k) => !BODIES[k])).toEqual([]);
  });

  it('answers 404 on every route naming a class the teacher does not teach', async () => {
    const perClass = areaRoutes().filter((r) => r.url.includes(':classId') || key(r) === 'POST /v1/api/teacher/leave-requests');
    expect(perClass.length).toBeGreaterThanOrEqual(3);
    const wrong: string[] = [];
    for (const r of perClass) {
      for (const [what, classId] of Object.entries(notTheirs)) {
        const res = await teacher(request(r, classId));
        if (res.statusCode !== 404) wrong.push(`${key(r)} with ${what} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 NOT_A_TEACHER on every route to a login linked to no teacher record', async () => {
    const wrong: string[] = [];
    for (const r of areaRoutes()) {
      const res = await unlinked(request(r, own));
      if (res.statusCode !== 403 || res.json().code !== 'NOT_A_TEACHER') wrong.push(`${key(r)} → ${res.statusCode} ${res.json().code}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('what a teacher reads is declared in the schemas', () => {
  it('answers of an entity’s record hold only the fields its schema gives the teacher, beside the area’s own', () => {
    for (const part of TEACHER_RECORD_PARTS) {
      const readable = new Set(readableKeys(t.app.models.get(part.entity)!, 'teacher'));
      const own = new Set<string>(part.own);
      const undeclared = Object.keys(part.schema.properties).filter((field) => !readable.has(field) && !own.has(field));
      expect({ entity: part.entity, undeclared }).toEqual({ entity: part.entity, undeclared: [] });
    }
  });

  it('gives the teacher no money field but on its own records, and nothing kept from office roles', () => {
    for (const model of t.app.models.values()) {
      const owned = model.schema['x-audience-own']?.teacher;
      for (const field of readableKeys(model, 'teacher')) {
        const prop = model.schema.properties[field];
        if (!prop) continue;
        expect(prop['x-roles'], `${model.config.name}.${field}`).toBeUndefined();
        if (prop['x-widget'] === 'money') expect(owned, `${model.config.name}.${field} is money`).toBeTruthy();
      }
    }
  });

  it('leaves out of every answer of the area the values of the fields not given to the teacher', async () => {
    const bodies: string[] = [];
    for (const r of areaRoutes().filter((x) => x.method === 'GET')) {
      const res = await teacher(request(r, own));
      expect(res.statusCode, `${key(r)} ${res.body.slice(0, 200)}`).toBe(200);
      bodies.push(res.body);
    }
    const roster = JSON.parse(bodies.find((b) => b.includes('"players"'))!).data.players as Array<{ id: number }>;
    const hidden = async (table: 'players' | 'classes', ids: number[]) => {
      const model = t.app.models.get(table)!;
      const readable = new Set(readableKeys(model, 'teacher'));
      const fields = model.columns.filter((c) => !readable.has(c));
      const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(t.db))
        .rows;
      return rows.flatMap((row) =>
        fields.flatMap((f) => (typeof row[f] === 'string' && (row[f] as string).length >= 6 ? [`${table}.${f}=${String(row[f])}`] : [])),
      );
    };
    const secrets = [
      ...(await hidden(
        'players',
        roster.map((p) => p.id),
      )),
      ...(await hidden('classes', [own])),
    ];
    expect(secrets.length).toBeGreaterThan(roster.length);
    const leaks = secrets.filter((s) => bodies.some((b) => b.includes(JSON.stringify(s.slice(s.indexOf('=') + 1)))));
    expect(leaks).toEqual([]);
  });
});
