/**
 * Goals R1–R4. Every route the app registers is checked against the access
 * table of the spec: resources and pages from resources.config.ts, the §6
 * admin-only list, and the account routes every admin-app user has. Then every
 * cell role × route × package is driven: 403 with the stable code exactly where
 * the table denies, never where it allows. The package is read per request (R3),
 * a suspended or deleted user is out at once (R4), and no body seen here carries
 * a password, a token or another academy's data (R2).
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_APP_ROLES, pages, resources, ROLES, STAFF_ROLES, type Feature, type Role } from '../../resources.config';
import { as, DEMO_HOST, login, useTestApp } from '../helpers/build-test-app';
import { leaksIn, markForeignRows, type Tenancy } from '../helpers/leak-scan';
import { addStaff, STAFF_PASSWORD } from '../helpers/staff';
import { BROADCAST_GATE } from '../../domain/broadcast';
import { writeGate } from '../../domain/gate';
import { hasTrash, isRestorable } from '../../domain/trash';
import { TEACHER_GATES } from '../../domain/teacher-area';
import { PARENT_ME_GATE, parentGate, parentPath } from '../../domain/parent-area';
import { PARENT_LESSONS_GATE } from '../../domain/parent-lessons';
import { parentOwner } from '../../schemas/catalogue';

interface Gate {
  roles: Role[];
  features: Feature[];
}

const t = useTestApp();
const SIGNED_IN: Gate = { roles: ADMIN_APP_ROLES, features: [] };
const resourceGate = (name: string): Gate => {
  const r = resources.find((x) => x.name === name)!;
  return { roles: r.roles, features: r.features };
};
const pageGate = (name: string): Gate => {
  const p = pages.find((x) => x.name === name)!;
  return { roles: p.roles, features: p.features };
};

/** Spec §6: only the admin, whatever the package; so are the academy's bank transfers, every branch's money on one account. */
const ADMIN_ONLY = [
  'time_keeping',
  'manager_payslips',
  'report_salary',
  'report_profit_and_loss',
  'users',
  'audit_logs',
  'api_reference',
  'bank_transfers',
];
const ADMIN_ONLY_SETTINGS = (name: string) => name.startsWith('settings_') && !['settings_general', 'settings_languages'].includes(name);

/** Routes anyone may call without a token: the sign-in, sign-out and the public pages of spec §6. */
const PUBLIC = new Set([
  'POST /v1/api/oauth/token',
  'POST /v1/api/oauth/revoke',
  'GET /api-public/packages',
  'GET /api-public/features',
  'GET /api-public/settings',
  'POST /api-public/payments/callback',
  'GET /v1/api/public/branches/eras',
  'GET /v1/api/public/categories',
  'GET /v1/api/public/events',
  'GET /v1/api/public/settings',
  'POST /v1/api/public/practices',
  // A parent paying a fee from its link (the link's signed token is the key), and VNPay's return and IPN (signed by VNPay).
  'GET /v1/api/public/tuition/:id',
  'POST /v1/api/public/tuition/:id/vnpay',
  'GET /v1/api/public/renewals/:id',
  'POST /v1/api/public/renewals/:id',
  'GET /v1/api/public/vnpay/return',
  'GET /v1/api/public/vnpay/ipn',
  // SePay's webhook, authenticated by the academy's own key (checked in the route).
  'POST /v1/api/public/bank-transfers/sepay',
  // A parent asking for a sign-in code (limited per phone and per address).
  'POST /v1/api/parent/sign-in/code',
]);

/** Every generic path of the registry, with the gate of its resource. */
function registryTable(): Map<string, Gate> {
  const table = new Map<string, Gate>();
  const put = (method: string, path: string, gate: Gate) => table.set(`${method} /v1/api/${path.replace(/\{(\w+)\}/g, ':$1')}`, gate);
  for (const r of resources) {
    const gate = { roles: r.roles, features: r.features };
    const write = writeGate(r);
    const { api } = r;
    for (const list of [api.list, ...(api.listAliases ?? [])]) put('GET', list, gate);
    put('GET', `${api.list}/export`, gate);
    if (api.listAll) put('GET', api.listAll, gate);
    if (api.import) {
      put('POST', api.import, write);
      put('GET', `${api.import}/template`, write);
    }
    for (const create of api.create && !r.readOnly ? [api.create, ...(api.createAliases ?? [])] : []) put('POST', create, write);
    for (const one of [api.item, ...(api.getAliases ?? [])]) put('GET', `${one}/:id`, gate);
    if (!r.readOnly) for (const method of ['PUT', 'PATCH', 'DELETE']) put(method, `${api.item}/:id`, write);
    // What a delete would meet is read before asking, so it has the read gate.
    if (!r.readOnly) put('GET', `${api.item}/:id/dependents`, gate);
    if (api.patchAlias) put('PATCH', `${api.patchAlias}/:id`, write);
    // Deleted records and a record's history are the admin's (domain/trash.ts).
    const trash = { roles: r.roles.filter((role) => role === 'admin'), features: r.features };
    if (isRestorable(r)) put('POST', `${api.item}/:id/restore`, trash);
    if (hasTrash(r)) put('GET', `${api.item}/:id/history`, trash);
    if (api.images) {
      put('POST', api.images.upload, write);
      put('DELETE', api.images.remove, write);
    }
    for (const avatar of api.avatar ? [api.avatar, ...(api.avatarAliases ?? [])] : []) put('POST', avatar, write);
  }
  return table;
}

/** The parents' area: a parent's login, each resource's reads derived from its schema's parent declaration, with its package features. */
function parentTable(): Map<string, Gate> {
  const table = new Map<string, Gate>([
    ['GET /v1/api/parent/me', PARENT_ME_GATE],
    // The parent's message choices: theirs, as `me` is.
    ['GET /v1/api/parent/preferences', PARENT_ME_GATE],
    ['PUT /v1/api/parent/preferences', PARENT_ME_GATE],
  ]);
  for (const { config, schema } of t.app.models.values()) {
    if (!parentOwner(schema)) continue;
    table.set(`GET /v1/api${parentPath(config)}`, parentGate(config));
    table.set(`GET /v1/api${parentPath(config)}/:id`, parentGate(config));
  }
  // Paying a fee and its receipt: the fees' gate.
  const revenues = t.app.models.get('revenues')!.config;
  table.set(`POST /v1/api${parentPath(revenues)}/:id/payment-link`, parentGate(revenues));
  table.set(`GET /v1/api${parentPath(revenues)}/:id/receipt`, parentGate(revenues));
  // Asking for leave: the leave requests' gate.
  const timeOffs = t.app.models.get('time_offs')!.config;
  table.set(`POST /v1/api${parentPath(timeOffs)}`, parentGate(timeOffs));
  // Booking a make-up: the credits' gate.
  const credits = t.app.models.get('makeup_credits')!.config;
  table.set(`GET /v1/api${parentPath(credits)}/:id/places`, parentGate(credits));
  table.set(`POST /v1/api${parentPath(credits)}/:id/booking`, parentGate(credits));
  // A child's attendance: the players' attendance screen's gate.
  table.set(`GET /v1/api${parentPath(t.app.models.get('players')!.config)}/:id/attendances`, {
    roles: ['user'],
    features: pageGate('attendance_players').features,
  });
  // The family's lessons: the timetable's gate.
  table.set('GET /v1/api/parent/lessons', PARENT_LESSONS_GATE);
  // A child's points: the points' package feature, the rewards'.
  table.set(`GET /v1/api${parentPath(t.app.models.get('players')!.config)}/:id/points`, {
    roles: ['user'],
    features: resourceGate('rewards').features,
  });
  return table;
}

/** The routes beyond the registry, each named with the spec screen (page or resource) it serves. */
const SCREENS: Record<string, Gate> = {
  // The API's own description is the admin's, whatever the package.
  'GET /v1/api/openapi.json': { roles: ['admin'], features: [] },
  'POST /v1/api/oauth/token/switch-branch': SIGNED_IN,
  // The mobile app's links: any staff login, each view's reads then deciding.
  'POST /v1/api/view-links': { roles: STAFF_ROLES, features: [] },
  'GET /v1/api/my-payslips': { roles: STAFF_ROLES, features: ['general.payroll'] },
  'GET /v1/api/users/my-profile': SIGNED_IN,
  'PUT /v1/api/users/:id': SIGNED_IN,
  'PUT /v1/api/users/change-password': SIGNED_IN,
  'GET /v1/api/users/referral-code': SIGNED_IN,
  'GET /v1/api/branches/my-branches': SIGNED_IN,
  'GET /v1/api/admin/onboarding': SIGNED_IN,
  'PUT /v1/api/admin/onboarding': SIGNED_IN,
  'GET /v1/api/admin/dashboard': SIGNED_IN,
  // The header's inbox: any admin-app login whose package receives notifications.
  'GET /v1/api/admin/inbox': { roles: ADMIN_APP_ROLES, features: ['notification.received'] },
  'POST /v1/api/admin/inbox/read': { roles: ADMIN_APP_ROLES, features: ['notification.received'] },
  'POST /v1/api/admin/inbox/seen': { roles: ADMIN_APP_ROLES, features: ['notification.received'] },
  'GET /v1/api/settings': SIGNED_IN,
  'GET /v1/api/admin/academies/my-academy': SIGNED_IN,
  'GET /api-public/academies/my-academy': SIGNED_IN,
  'GET /api-public/features/my-features': SIGNED_IN,
  'GET /api-public/coupons/:code': SIGNED_IN,
  'POST /api-public/invoices': SIGNED_IN,
  'POST /api-public/payments': SIGNED_IN,
  'POST /api-public/payments/create-payment-active-academy': SIGNED_IN,
  'GET /api-public/payments/my-payments': SIGNED_IN,
  'GET /api-public/payments/continue-payment': SIGNED_IN,
  'GET /api-public/payments/:id': SIGNED_IN,
  // The platform's coupon list and every settings write are the admin's (spec §6: plan fee options, config pages).
  'GET /api-public/coupons': { roles: ['admin'], features: [] },
  'PUT /v1/api/admin/settings': { roles: ['admin'], features: [] },
  'PUT /v1/api/admin/academies/:id': { roles: ['admin'], features: ['setup.application'] },
  'POST /v1/api/admin/academies/:id/upload': { roles: ['admin'], features: ['setup.application'] },
  'GET /v1/api/users/:id/points': resourceGate('players'),
  'POST /v1/api/admin/points': resourceGate('rewards'),
  'POST /v1/api/admin/session-adjustments': resourceGate('players'),
  'POST /v1/api/admin/makeup-credits/:id/booking': resourceGate('makeup_credits'),
  'PUT /v1/api/admin/makeup-credits/:id/release': resourceGate('makeup_credits'),
  'GET /v1/api/admin/session-renewals': pageGate('session_renewals'),
  'POST /v1/api/admin/session-packs/:id/renewal': pageGate('session_renewals'),
  'PUT /v1/api/admin/session-packs/:id/not-renewing': pageGate('session_renewals'),
  'PUT /v1/api/admin/users/reset-password': resourceGate('users'),
  'GET /v1/api/admin/users/user-type-restricted=:types': resourceGate('users'),
  'PUT /v1/api/admin/players/change-branch': resourceGate('players'),
  'PUT /v1/api/players/:id/reactive': resourceGate('players'),
  'PUT /v1/api/admin/player-member-card/:id': resourceGate('players'),
  'POST /v1/api/admin/inventories/:id/expenses': resourceGate('inventory_histories'),
  'GET /v1/api/admin/inventories': resourceGate('inventory_histories'),
  'GET /v1/api/admin/bus-stops/:id/players': resourceGate('bus_stops'),
  'GET /v1/api/admin/users/:id/players': resourceGate('customers'),
  'POST /v1/api/admin/manager-payslips/compute': resourceGate('manager_payslips'),
  'PUT /v1/api/admin/manager-payslips/:id/pay': resourceGate('manager_payslips'),
  // A printout is read as its record (or list) is.
  'GET /v1/api/admin/transactions/:id/pdf': resourceGate('revenues'),
  'GET /v1/api/admin/orders/:id/pdf': resourceGate('orders'),
  'GET /v1/api/admin/orders/all/pdf': resourceGate('orders'),
  'GET /v1/api/admin/manager-payslips/:id/pdf': resourceGate('manager_payslips'),
  'GET /api-public/invoices/:id/pdf': SIGNED_IN,
  // A fee's payment link is made and revoked by whoever may see the revenue.
  'POST /v1/api/admin/transactions/:id/payment-link': resourceGate('revenues'),
  'DELETE /v1/api/admin/transactions/:id/payment-link': resourceGate('revenues'),
  // So is a reminder to the fee's parent.
  'POST /v1/api/admin/transactions/:id/remind': resourceGate('revenues'),
  // A fee is collected by whoever may change the revenue.
  'POST /v1/api/admin/transactions/:id/collect': writeGate(resourceGate('revenues')),
  // A message to all customers: the notifications' roles, the package's "sent to all customers".
  'GET /v1/api/admin/notifications/broadcast': BROADCAST_GATE,
  'POST /v1/api/admin/notifications/broadcast': BROADCAST_GATE,
  // A failed or not sent message is sent again by whoever may read it.
  'PUT /v1/api/admin/notifications/:id/resend': resourceGate('notifications'),
  // Reconciling a waiting transfer is the bank transfers' list's.
  'POST /v1/api/admin/bank-transfers/:id/assign': resourceGate('bank_transfers'),
  'POST /v1/api/admin/bank-transfers/:id/set-aside': resourceGate('bank_transfers'),
  'GET /v1/api/admin/bank-transfers/check': resourceGate('bank_transfers'),
  'POST /v1/api/admin/bank-transfers/check': resourceGate('bank_transfers'),
  // A settings page's test message: that page's gate.
  'POST /v1/api/admin/settings/email/test-message': pageGate('settings_email'),
  'POST /v1/api/admin/settings/sms/test-message': pageGate('settings_sms'),
  // The Zalo Official Account's connection: the Zalo settings page's.
  'GET /v1/api/admin/settings/zalo/connection': pageGate('settings_zalo'),
  'POST /v1/api/admin/settings/zalo/connection': pageGate('settings_zalo'),
  'POST /v1/api/admin/settings/zalo/test-message': pageGate('settings_zalo'),
  'GET /v1/api/admin/schedules': pageGate('schedules'),
  'GET /v1/api/schedules': pageGate('schedules'),
  'GET /v1/api/admin/bus-stops/pickup-attendances': pageGate('transport_forward'),
  'GET /v1/api/admin/bus-stops/:id/pickup-attendances': pageGate('transport_forward'),
  'GET /v1/api/admin/bus-stops/:id/edit-pickup-attendances': pageGate('transport_forward'),
  'POST /v1/api/pickup-attendances': pageGate('transport_forward'),
  'GET /v1/api/admin/attendances/player': pageGate('attendance_players'),
  'GET /v1/api/admin/attendances': pageGate('attendance_players'),
  'POST /v1/api/admin/attendances/players': pageGate('attendance_players'),
  'GET /v1/api/players/:id/attendances': pageGate('attendance_players'),
  'GET /v1/api/admin/attendances/teacher': pageGate('attendance_managers'),
  'GET /v1/api/admin/attendances/teacher-view': pageGate('attendance_managers'),
  'POST /v1/api/admin/attendances/teachers': pageGate('attendance_managers'),
  'GET /v1/api/managers/:id/attendances': pageGate('attendance_managers'),
  'GET /v1/api/admin/managers/attendances-statistic': pageGate('time_keeping'),
  'GET /v1/api/admin/report/payslip-branch-month': pageGate('report_salary'),
  'GET /v1/api/admin/report/payslip-branch-month/export': pageGate('report_salary'),
  'GET /v1/api/revenues/:filterUnit': pageGate('report_revenues'),
  'GET /v1/api/expenses/:filterUnit': pageGate('report_expenses'),
  'GET /v1/api/profit-and-loss/:filterUnit': pageGate('report_profit_and_loss'),
  'GET /v1/api/orders/:filterUnit': pageGate('report_orders'),
  'GET /v1/api/inventories/:filterUnit': pageGate('report_inventories'),
  'GET /v1/api/attendances/:filterUnit': pageGate('report_attendances'),
  'GET /v1/api/players/report': pageGate('report_players'),
  'GET /v1/api/players/report-all': pageGate('report_players'),
  'GET /v1/api/tuition-balance': pageGate('report_tuition_balance'),
  'GET /v1/api/revenues/:filterUnit/export': pageGate('report_revenues'),
  'GET /v1/api/expenses/:filterUnit/export': pageGate('report_expenses'),
  'GET /v1/api/profit-and-loss/:filterUnit/export': pageGate('report_profit_and_loss'),
  'GET /v1/api/orders/:filterUnit/export': pageGate('report_orders'),
  'GET /v1/api/inventories/:filterUnit/export': pageGate('report_inventories'),
  'GET /v1/api/attendances/:filterUnit/export': pageGate('report_attendances'),
  'GET /v1/api/players/report/export': pageGate('report_players'),
  'GET /v1/api/players/report-all/export': pageGate('report_players'),
  'GET /v1/api/tuition-balance/export': pageGate('report_tuition_balance'),
  // The teachers' area: a teacher, and the office's staff for the classes they teach themselves.
  'GET /v1/api/teacher/me': TEACHER_GATES.account,
  'PUT /v1/api/teacher/profile': TEACHER_GATES.account,
  'PUT /v1/api/teacher/password': TEACHER_GATES.account,
  'GET /v1/api/teacher/lessons': TEACHER_GATES.lessons,
  'GET /v1/api/teacher/lessons/week': TEACHER_GATES.lessons,
  'GET /v1/api/teacher/classes/:classId/days/:date': TEACHER_GATES.roster,
  'POST /v1/api/teacher/classes/:classId/days/:date/marks': TEACHER_GATES.roster,
  'GET /v1/api/teacher/sessions': TEACHER_GATES.sessions,
  'GET /v1/api/teacher/payslips': TEACHER_GATES.payslips,
  'GET /v1/api/teacher/leave-requests': TEACHER_GATES.leave,
  'POST /v1/api/teacher/leave-requests': TEACHER_GATES.leave,
};

const key = (r: RouteOptions) => `${r.method} ${r.url}`;
const isApi = (r: RouteOptions) => r.method !== 'HEAD' && (r.url.startsWith('/v1/') || r.url.startsWith('/api-public/'));

/** Spec answer for one cell: the stable code of the refusal, or null when allowed. */
function denial(gate: Gate, role: Role, features: Set<string>): 'FORBIDDEN_ROLE' | 'FEATURE_NOT_IN_PACKAGE' | null {
  if (!gate.roles.includes(role)) return 'FORBIDDEN_ROLE';
  if (gate.features.length && !gate.features.some((f) => features.has(f))) return 'FEATURE_NOT_IN_PACKAGE';
  return null;
}

/** A request that passes the gate and then fails fast: a missing id, an empty body, bad paging, dates and formats. */
function probe(r: RouteOptions) {
  const url = r.url
    .replace(':filterUnit', 'x')
    .replace(':types', 'admin')
    .replace(':code', 'NOPE')
    .replace(':imageIds', '1')
    .replace(/:\w+/g, '2000000000');
  const method = r.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const read = method === 'GET' || method === 'DELETE';
  return { method, url: read ? `${url}?page=-1&fromDate=x&toDate=x&year=x&month=x&date=x&format=x` : url, payload: read ? undefined : {} };
}

const seen: Array<{ where: string; body: string }> = [];
const issued = new Set<string>();
let tenancy: Tenancy;
const sessions = new Map<Role, ReturnType<typeof as>>();
const packageIds = new Map<string, number>();
const packageFeatures = new Map<string, Set<string>>();
const setPackage = (code: string) =>
  t.db
    .updateTable('academies')
    .set({ package_id: packageIds.get(code)! })
    .where('id', '=', 1)
    .execute();

async function signIn(user: string, password: string) {
  const pair = await login(t.app, user, password);
  issued.add(pair.access_token).add(pair.refresh_token);
  return pair;
}

beforeAll(async () => {
  tenancy = await markForeignRows(t.db, 1);
  for (const p of await t.db.selectFrom('packages').select(['id', 'code', 'features']).execute()) {
    packageIds.set(p.code as string, p.id as number);
    packageFeatures.set(p.code as string, new Set(p.features as string[]));
  }
  const seeded: Partial<Record<Role, string>> = { admin: 'Admin@123', manager: 'Manager@123', teacher: 'Teacher@123' };
  for (const role of ROLES) {
    if (!seeded[role]) await addStaff(t.db, 'demo', `role-${role}`, role, [1, 2]);
    const pair = await signIn(seeded[role] ? role : `role-${role}`, seeded[role] ?? STAFF_PASSWORD);
    sessions.set(role, as(t.app, pair.access_token));
  }
});

afterAll(() => setPackage('full'));

describe('R1: the routes agree with the access table', () => {
  it('has a gate on every API route but the listed public ones, and it is the spec gate', () => {
    const table = new Map([...registryTable(), ...Object.entries(SCREENS), ...parentTable()]);
    const mismatches: string[] = [];
    for (const r of t.routes.filter(isApi)) {
      const config = (r.config ?? {}) as { public?: boolean; gate?: Gate };
      if (PUBLIC.has(key(r))) {
        if (!config.public) mismatches.push(`${key(r)} should be public`);
        continue;
      }
      const expected = table.get(key(r));
      if (!expected) mismatches.push(`${key(r)} is in no access table`);
      else if (config.public || !config.gate) mismatches.push(`${key(r)} has no gate`);
      else if (
        JSON.stringify([...config.gate.roles].sort()) !== JSON.stringify([...expected.roles].sort()) ||
        JSON.stringify([...config.gate.features].sort()) !== JSON.stringify([...expected.features].sort())
      ) {
        mismatches.push(`${key(r)}: ${JSON.stringify(config.gate)} instead of ${JSON.stringify(expected)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the §6 admin-only screens to the admin, and every other screen open to both roles', () => {
    for (const { name, roles } of [...resources, ...pages]) {
      const expected = ADMIN_ONLY.includes(name) || ADMIN_ONLY_SETTINGS(name) ? ['admin'] : ['admin', 'manager'];
      expect({ name, roles: [...roles].sort() }).toEqual({ name, roles: expected });
    }
  });

  it(
    'drives every cell role × route × package: 403 with the stable code exactly where the table refuses',
    { timeout: 180_000 },
    async () => {
      const table = new Map([...registryTable(), ...Object.entries(SCREENS), ...parentTable()]);
      const gated = t.routes.filter((r) => isApi(r) && !PUBLIC.has(key(r)));
      const wrong: string[] = [];
      try {
        for (const pkg of ['full', 'basic', 'trial']) {
          await setPackage(pkg);
          const features = packageFeatures.get(pkg)!;
          // Roles outside the admin app are refused before the package matters: one package shows it.
          const roles = pkg === 'full' ? ROLES : ADMIN_APP_ROLES;
          const cells = roles.flatMap((role) => gated.map((r) => ({ role, r })));
          // A few cells at a time: the package stays put until all of them have answered.
          for (let at = 0; at < cells.length; at += 8) {
            await Promise.all(
              cells.slice(at, at + 8).map(async ({ role, r }) => {
                const expected = denial(table.get(key(r))!, role, features);
                const res = await sessions.get(role)!(probe(r));
                const code = String(res.headers['content-type'] ?? '').includes('json') ? res.json().code : undefined;
                seen.push({ where: `${role} ${key(r)}`, body: res.body });
                const ok = expected
                  ? res.statusCode === 403 && code === expected
                  : res.statusCode !== 401 && res.statusCode < 500 && code !== 'FORBIDDEN_ROLE' && code !== 'FEATURE_NOT_IN_PACKAGE';
                if (!ok) wrong.push(`${pkg} ${role} ${key(r)} → ${res.statusCode} ${code ?? ''} (expected ${expected ?? 'allowed'})`);
              }),
            );
          }
        }
      } finally {
        await setPackage('full');
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe('R3: the package is read on every request, not from the token', () => {
  it('closes a feature on the next request after a downgrade, and reopens it after the upgrade', async () => {
    const admin = sessions.get('admin')!;
    const customers = { method: 'GET' as const, url: '/v1/api/admin/customers?size=1' };
    expect((await admin(customers)).statusCode).toBe(200);
    await setPackage('basic');
    const refused = await admin(customers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FEATURE_NOT_IN_PACKAGE');
    await setPackage('full');
    expect((await admin(customers)).statusCode).toBe(200);
  });

  it('follows a change of the package itself, not only a switch to another one', async () => {
    const admin = sessions.get('admin')!;
    const full = [...packageFeatures.get('full')!];
    try {
      await t.db
        .updateTable('packages')
        .set({ features: full.filter((f) => f !== 'service.transport') })
        .where('code', '=', 'full')
        .execute();
      expect((await admin({ method: 'GET', url: '/v1/api/admin/bus-stops' })).json().code).toBe('FEATURE_NOT_IN_PACKAGE');
    } finally {
      await t.db.updateTable('packages').set({ features: full }).where('code', '=', 'full').execute();
    }
    expect((await admin({ method: 'GET', url: '/v1/api/admin/bus-stops' })).statusCode).toBe(200);
  });
});

describe('R4: a suspended or deleted user is out at once', () => {
  const refresh = (refresh_token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/api/oauth/token',
      headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token }).toString(),
    });
  const tokensOf = (userId: number) => t.db.selectFrom('refresh_tokens').select('revoked_at').where('user_id', '=', userId).execute();

  it.each([
    [
      'suspended by an admin',
      (id: number) => sessions.get('admin')!({ method: 'PATCH', url: `/v1/api/admin/users/${id}`, payload: { auditing_status: 0 } }),
    ],
    ['deleted by an admin', (id: number) => sessions.get('admin')!({ method: 'DELETE', url: `/v1/api/admin/users/${id}` })],
    ['suspended in the database', (id: number) => t.db.updateTable('users').set({ auditing_status: 0 }).where('id', '=', id).execute()],
  ])('answers 401 on the next request and refuses the refresh grant when %s', async (how, act) => {
    const id = await addStaff(t.db, 'demo', `out-${how.replace(/\W/g, '-')}`, 'manager', [1]);
    const phone = await signIn(`out-${how.replace(/\W/g, '-')}`, STAFF_PASSWORD);
    const laptop = await signIn(`out-${how.replace(/\W/g, '-')}`, STAFF_PASSWORD);
    const user = as(t.app, phone.access_token);
    expect((await user({ method: 'GET', url: '/v1/api/users/my-profile' })).statusCode).toBe(200);
    const done = await act(id);
    if ('statusCode' in done) expect(done.statusCode).toBe(200);
    for (const url of ['/v1/api/users/my-profile', '/v1/api/admin/players', '/v1/api/settings']) {
      expect((await user({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(400);
    if (how === 'suspended in the database') return;
    expect((await tokensOf(id)).every((row) => row.revoked_at !== null)).toBe(true);
    // Coming back does not revive the sessions the admin ended.
    await t.db.updateTable('users').set({ auditing_status: 1, deleted_at: null }).where('id', '=', id).execute();
    expect((await refresh(phone.refresh_token)).statusCode).toBe(400);
  });
});

describe('R2: no body carries a secret or another academy', () => {
  it('finds nothing in any response seen by this suite', () => {
    expect(seen.length).toBeGreaterThan(1000);
    const leaks = seen.flatMap(({ where, body }) => leaksIn(body, tenancy, issued).map((leak) => `${where}: ${leak}`));
    expect(leaks).toEqual([]);
  });
});
