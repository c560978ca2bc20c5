import { beforeAll, describe, expect, it } from 'vitest';
import { as, BETA_HOST, DEMO_HOST, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
const visitor = (opts: { method: 'GET' | 'POST'; url: string; payload?: object; host?: string; lang?: string }) =>
  t.app.inject({
    method: opts.method,
    url: opts.url,
    payload: opts.payload,
    headers: { host: opts.host ?? DEMO_HOST, 'accept-language': opts.lang ?? 'vi' },
  });

interface PublicBranch {
  id: number;
  name: string;
  schedules: Array<{ day_of_week: string; start_time: string; end_time: string }>;
}

/** The branches as the free-trial page asks for them: with the academy id its public settings give. */
async function publicBranches(host = DEMO_HOST): Promise<PublicBranch[]> {
  const { id } = (await visitor({ method: 'GET', url: '/v1/api/public/settings', host })).json().data.academy;
  const res = await visitor({ method: 'GET', url: `/v1/api/public/branches/eras?academyId=${id}`, host });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const registration = (branch: PublicBranch) => ({
  name: 'Phạm Gia Bảo',
  date_of_birth: '2016-04-02',
  branch_id: branch.id,
  schedules: [branch.schedules[0]],
  parent_name: 'Phạm Văn Long',
  mobile: '0912345678',
  address: '12 Trần Duy Hưng, Cầu Giấy',
});

describe('GET /v1/api/public/branches/eras', () => {
  it('lists the open branches of the host academy with their class slots, without a token', async () => {
    const branches = await publicBranches();
    expect(branches.map((b) => b.name).sort()).toEqual(['Cơ sở Cầu Giấy', 'Cơ sở Long Biên', 'Cơ sở Thanh Xuân']);
    expect(branches[0].schedules).toContainEqual({ day_of_week: '5', start_time: '18:30', end_time: '20:00' });
    const keys = branches[0].schedules.map((s) => `${s.day_of_week} ${s.start_time}`);
    expect(keys).toEqual([...new Set(keys)].sort());
    expect((await publicBranches(BETA_HOST)).map((b) => b.name)).not.toContain('Cơ sở Cầu Giấy');
  });

  it('answers 404 for the id of an academy this address does not serve, naming nothing of it', async () => {
    const beta = (await visitor({ method: 'GET', url: '/v1/api/public/settings', host: BETA_HOST })).json().data.academy.id;
    const res = await visitor({ method: 'GET', url: `/v1/api/public/branches/eras?academyId=${beta}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Không tìm thấy dữ liệu' });
  });

  it('leaves out a branch that stopped operating', async () => {
    const [first] = await publicBranches();
    await t.db.updateTable('branches').set({ auditing_status: 0 }).where('id', '=', first.id).execute();
    try {
      expect((await publicBranches()).map((b) => b.id)).not.toContain(first.id);
    } finally {
      await t.db.updateTable('branches').set({ auditing_status: 1 }).where('id', '=', first.id).execute();
    }
  });
});

describe('GET /v1/api/public/settings', () => {
  it('tells a visitor the academy name, time zone and language, whether it takes free trials and the gateways set up, nothing private', async () => {
    const res = await visitor({ method: 'GET', url: '/v1/api/public/settings' });
    expect(res.json().data).toEqual({
      academy: { id: expect.any(Number), name: 'Học viện Bóng đá Ngôi Sao', time_zone: 'Asia/Ho_Chi_Minh' },
      common_settings: { app_language: 'vi', web_app_version: '1.0.0' },
      trial_settings: { is_enable: true },
      payment_gateways: [],
    });
  });
});

describe('POST /v1/api/public/practices', () => {
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  });

  it('records a free-trial registration that the admin then finds, always as new', async () => {
    const [branch] = await publicBranches();
    const res = await visitor({
      method: 'POST',
      url: '/v1/api/public/practices',
      payload: { ...registration(branch), registration_status: 3 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Phạm Gia Bảo', branch_id: branch.id, registration_status: 1 });

    const list = (await admin({ method: 'GET', url: '/v1/api/admin/practices?search=pham gia bao' })).json().data;
    expect(list.total_elements).toBe(1);
    expect(list.content[0]).toMatchObject({
      name: 'Phạm Gia Bảo',
      branch: { id: branch.id, name: branch.name },
      schedules: [branch.schedules[0]],
    });
  });

  it('answers 422 with the spec §5 messages in the visitor language', async () => {
    const res = await visitor({
      method: 'POST',
      url: '/v1/api/public/practices',
      payload: { name: 'B0', mobile: '09x1234567' },
      lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    const errors = Object.fromEntries(res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(errors).toMatchObject({
      name: 'This is a field where only alphabetic characters are entered !',
      mobile: 'This is a field where only numeric characters are entered !',
      date_of_birth: 'This field is required !',
      schedules: 'This field is required !',
    });
  });

  it('refuses a slot the branch does not offer, a reversed time range, another academy’s branch and a future birth date', async () => {
    const [branch] = await publicBranches();
    const [betaBranch] = await publicBranches(BETA_HOST);
    const post = async (payload: object) => {
      const res = await visitor({ method: 'POST', url: '/v1/api/public/practices', payload, lang: 'en' });
      expect(res.statusCode).toBe(422);
      return res.json().errors[0];
    };
    expect(await post({ ...registration(branch), schedules: [{ day_of_week: '7', start_time: '05:00', end_time: '06:00' }] })).toEqual({
      field: 'schedules',
      message: 'This schedule is not offered at the chosen branch !',
    });
    expect(await post({ ...registration(branch), schedules: [{ day_of_week: '1', start_time: '18:00', end_time: '17:00' }] })).toEqual({
      field: 'schedules',
      message: 'Invalid Range Start - End Time !',
    });
    expect(await post({ ...registration(branch), branch_id: betaBranch.id })).toEqual({
      field: 'branch_id',
      message: 'The selected item does not exist !',
    });
    expect(await post({ ...registration(branch), date_of_birth: '2999-01-01' })).toEqual({
      field: 'date_of_birth',
      message: 'The date cannot be in the future !',
    });
  });

  it('has no admin create: registrations only come from the public form', async () => {
    const [branch] = await publicBranches();
    const res = await admin({ method: 'POST', url: '/v1/api/admin/practices', payload: registration(branch) });
    // The list is served, a create is not.
    expect(res.statusCode).toBe(405);
    expect(String(res.headers.allow).split(', ')).not.toContain('POST');
  });
});

describe('GET /v1/api/admin/onboarding', () => {
  it('ticks the setup steps the academy has done, in spec order, only those the caller may open', async () => {
    const admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    const res = await admin({ method: 'GET', url: '/v1/api/admin/onboarding' });
    expect(res.statusCode).toBe(200);
    const { steps, done, total } = res.json().data;
    const keys = steps.map((s: { key: string }) => s.key);
    expect(keys.indexOf('branches')).toBeLessThan(keys.indexOf('classes'));
    expect(keys.indexOf('classes')).toBeLessThan(keys.indexOf('players'));
    expect(steps.find((s: { key: string }) => s.key === 'players')).toEqual({ key: 'players', route: '/players', count: 300, done: true });
    expect(done).toBe(steps.filter((s: { done: boolean }) => s.done).length);
    expect(total).toBe(steps.length);
  });

  it('needs a signed-in admin-app user', async () => {
    expect((await visitor({ method: 'GET', url: '/v1/api/admin/onboarding' })).statusCode).toBe(401);
  });
});

describe('GET /v1/api/public/categories and /events', () => {
  it('list only the active records of the host academy, without a token', async () => {
    for (const path of ['categories', 'events']) {
      const res = await visitor({ method: 'GET', url: `/v1/api/public/${path}?size=50` });
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page.total_elements).toBeGreaterThan(0);
      expect(page.content.every((r: { auditing_status: number }) => r.auditing_status === 1)).toBe(true);
    }
    const demo = (await visitor({ method: 'GET', url: '/v1/api/public/events' })).json().data.content.map((e: { id: number }) => e.id);
    const beta = (await visitor({ method: 'GET', url: '/v1/api/public/events', host: BETA_HOST }))
      .json()
      .data.content.map((e: { id: number }) => e.id);
    expect(demo.some((id: number) => beta.includes(id))).toBe(false);
  });

  it('refuses filters a list does not have', async () => {
    expect((await visitor({ method: 'GET', url: '/v1/api/public/categories?secret=1' })).statusCode).toBe(400);
  });
});
