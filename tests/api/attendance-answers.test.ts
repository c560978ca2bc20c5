/**
 * The answers of attendance, transport pick-ups, the timetable, timekeeping, payroll and the
 * player actions are declared (their schemas in domain/): the document describes each success
 * answer and each write's body, every object in an answer lists its fields, and Fastify writes
 * the answer with that schema, so a field no schema declares never leaves the server.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';

vi.mock('../../server/modules/schedules/schedule-service', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/modules/schedules/schedule-service')>();
  // The timetable as a careless change might build it: with a column meant for the server only.
  const timetable: typeof real.timetable = async (...args) => {
    const answer = await real.timetable(...args);
    return Object.assign(answer, {
      internal_note: 'server only',
      items: answer.items.map((item) => Object.assign(item, { internal_note: 'server only' })),
    });
  };
  return { ...real, timetable };
});

const ROUTES: Array<[method: string, path: string]> = [
  ['get', '/admin/attendances'],
  ['get', '/admin/attendances/teacher-view'],
  ['get', '/admin/attendances/player'],
  ['get', '/admin/attendances/teacher'],
  ['post', '/admin/attendances/players'],
  ['post', '/admin/attendances/teachers'],
  ['get', '/players/{id}/attendances'],
  ['get', '/managers/{id}/attendances'],
  ['get', '/admin/schedules'],
  ['get', '/schedules'],
  ['get', '/admin/bus-stops/pickup-attendances'],
  ['get', '/admin/bus-stops/{id}/pickup-attendances'],
  ['get', '/admin/bus-stops/{id}/edit-pickup-attendances'],
  ['post', '/pickup-attendances'],
  ['get', '/admin/bus-stops/{id}/players'],
  ['get', '/admin/managers/attendances-statistic'],
  ['post', '/admin/manager-payslips/compute'],
  ['put', '/admin/manager-payslips/{id}/pay'],
  ['get', '/admin/report/payslip-branch-month'],
  ['put', '/admin/players/change-branch'],
  ['put', '/players/{id}/reactive'],
  ['put', '/admin/player-member-card/{id}'],
];

type Schema = Record<string, unknown>;
type Operation = { requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema: Schema }> }> };

/** Paths in `schema` to an object that does not list its fields (a record's shared schema, `$ref`, speaks for itself). */
function openObjects(schema: unknown, at = 'data'): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as Schema;
  const own =
    s.type === 'object' && !(s.properties && s.additionalProperties === false) && typeof s.additionalProperties !== 'object' ? [at] : [];
  const inner = [
    ...Object.entries((s.properties ?? {}) as Schema).map(([key, value]) => openObjects(value, `${at}.${key}`)),
    openObjects(s.items, `${at}[]`),
    typeof s.additionalProperties === 'object' ? openObjects(s.additionalProperties, `${at}.*`) : [],
    ...((s.anyOf ?? []) as unknown[]).map((branch) => openObjects(branch, at)),
  ];
  return [...own, ...inner.flat()];
}

describe('attendance, transport, timetable and payroll answers', () => {
  const t = useTestApp();
  let admin: ReturnType<typeof as>;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    paths = (await admin({ url: '/v1/api/openapi.json' })).json().paths;
  });

  it.each(ROUTES)('%s %s declares its answer, every object in it closed, and a write its body', (method, path) => {
    const operation = paths[`/v1/api${path}`]?.[method];
    expect(operation, 'in the document').toBeDefined();
    const [, success] = Object.entries(operation.responses).find(([code]) => code.startsWith('2'))!;
    const answer = success.content!['application/json'].schema;
    expect(answer.additionalProperties).toBe(false);
    const data = (answer.properties as Schema).data;
    expect(data, 'data declared').not.toEqual({});
    expect(openObjects(data)).toEqual([]);
    if (method !== 'get') expect(operation.requestBody, 'request body').toBeDefined();
  });

  it('leaves out of an answer what its schema does not declare', async () => {
    const res = await admin({ url: '/v1/api/admin/schedules?fromDate=2025-03-03&toDate=2025-03-09' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.items.length).toBeGreaterThan(0);
    expect(data).not.toHaveProperty('internal_note');
    for (const item of data.items) expect(item).not.toHaveProperty('internal_note');
  });
});
