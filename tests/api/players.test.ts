import { beforeAll, describe, expect, it } from 'vitest';
import { as, BETA_HOST, login, useTestApp } from '../helpers/build-test-app';

type Call = ReturnType<typeof as>;

describe('players CRUD', () => {
  const t = useTestApp();
  let admin: Call;
  let branchId: number;
  let classId: number;
  let otherBranchClassId: number;

  const validPlayer = () => ({
    name: 'Nguyễn Văn Tèo',
    date_of_birth: '2015-04-12',
    branch_id: branchId,
    class_id: classId,
    parent_name: 'Nguyễn Văn Bố',
    mobile: '0912345678',
  });

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    const classes = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=100' })).json().data.content;
    branchId = classes[0].branch_id;
    classId = classes[0].id;
    otherBranchClassId = classes.find((c: { branch_id: number }) => c.branch_id !== branchId).id;
  });

  it('filters by sessions left: each number as it is, and -1 for every player owing sessions', async () => {
    const balances = async (query: string) => {
      const { content, total_elements: total } = (await admin({ method: 'GET', url: `/v1/api/admin/players?size=100&${query}` })).json()
        .data;
      expect(content.length).toBe(Math.min(total, 100));
      return new Set<number>(content.map((p: { number_of_units: number }) => p.number_of_units));
    };
    const all = (await admin({ method: 'GET', url: '/v1/api/admin/players?size=100' })).json().data.content as Array<{
      id: number;
      number_of_units: number;
    }>;
    // Three players owing one, two and five sessions, one with three left (set as the office does, through the ledger).
    for (const [i, units] of [
      [0, -1],
      [1, -2],
      [2, -5],
      [3, 3],
    ]) {
      const change = units - all[i].number_of_units;
      if (!change) continue;
      const payload = { player_id: all[i].id, units: change, note: 'Đặt số buổi' };
      expect((await admin({ method: 'POST', url: '/v1/api/admin/session-adjustments', payload })).statusCode).toBe(200);
    }
    expect(await balances('sessionsLeft=-1')).toEqual(new Set([-1, -2, -5]));
    const some = await balances('sessionsLeft=3,0');
    expect([...some].every((n) => n === 3 || n === 0)).toBe(true);
    expect(some.has(3)).toBe(true);
    const refused = await admin({ method: 'GET', url: '/v1/api/admin/players?sessionsLeft=many' });
    expect(refused.statusCode).toBe(400);
  });

  it('lists players in pages with totals and related names', async () => {
    const res = await admin({ method: 'GET', url: '/v1/api/admin/players?page=1&size=25' });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({ page: 1, size: 25, total_elements: 300, total_pages: 12 });
    expect(data.content).toHaveLength(25);
    const row = data.content[0];
    expect(row.class).toEqual({ id: row.class_id, name: expect.any(String) });
    expect(row.branch).toEqual({ id: row.branch_id, name: expect.stringMatching(/^Cơ sở/) });
    expect(row).not.toHaveProperty('academy_id');
    expect(row).not.toHaveProperty('search_text');
  });

  it('sorts by a sortable field and refuses an undeclared one', async () => {
    const asc = (await admin({ method: 'GET', url: '/v1/api/admin/players?size=100&sort=name:asc' })).json().data.content;
    const names = asc.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const bad = await admin({ method: 'GET', url: '/v1/api/admin/players?sort=mobile:asc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('filters by comma-joined class ids and status', async () => {
    const res = await admin({
      method: 'GET',
      url: `/v1/api/admin/players?size=100&classIds=${classId},${otherBranchClassId}&auditingStatuses=1`,
    });
    const content = res.json().data.content;
    expect(content.length).toBeGreaterThan(0);
    for (const p of content) {
      expect([classId, otherBranchClassId]).toContain(p.class_id);
      expect(p.auditing_status).toBe(1);
    }
    expect((await admin({ method: 'GET', url: '/v1/api/admin/players?nope=1' })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/v1/api/admin/players?classIds=abc' })).statusCode).toBe(400);
  });

  it('checks page and size', async () => {
    expect((await admin({ method: 'GET', url: '/v1/api/admin/players?size=101' })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/v1/api/admin/players?page=-1' })).statusCode).toBe(400);
  });

  it('follows the branchIds header', async () => {
    const res = await admin({ method: 'GET', url: '/v1/api/admin/players?size=100', headers: { branchids: String(branchId) } });
    const data = res.json().data;
    expect(data.total_elements).toBeLessThan(300);
    for (const p of data.content) expect(p.branch_id).toBe(branchId);
  });

  it('creates, reads, searches without accents, updates and deletes a player', async () => {
    const created = await admin({ method: 'POST', url: '/v1/api/players', payload: validPlayer() });
    expect(created.statusCode).toBe(201);
    const player = created.json().data;
    // Entered without sessions left, a player starts with the pricing model's sessions (12 by default).
    expect(player).toMatchObject({ ...validPlayer(), auditing_status: 1, number_of_units: 12 });
    expect(player.id).toBeGreaterThan(0);
    expect(player.create_date).toMatch(/^\d{4}-\d\d-\d\dT/);

    const found = (await admin({ method: 'GET', url: '/v1/api/admin/players?search=van teo' })).json().data;
    expect(found.content.map((p: { id: number }) => p.id)).toContain(player.id);

    const got = await admin({ method: 'GET', url: `/v1/api/players/${player.id}` });
    expect(got.json().data.name).toBe('Nguyễn Văn Tèo');

    const updated = await admin({
      method: 'PUT',
      url: `/v1/api/players/${player.id}`,
      payload: { ...validPlayer(), name: 'Nguyễn Văn Tý', number_of_units: 12, id: 999, create_date: '2000-01-01T00:00:00Z' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: player.id, name: 'Nguyễn Văn Tý', number_of_units: 12 });
    expect(updated.json().data.create_date).toBe(player.create_date);

    const deleted = await admin({ method: 'DELETE', url: `/v1/api/players/${player.id}` });
    expect(deleted.json()).toMatchObject({ success: true });
    expect((await admin({ method: 'GET', url: `/v1/api/players/${player.id}` })).statusCode).toBe(404);
    const after = (await admin({ method: 'GET', url: '/v1/api/admin/players?search=van ty' })).json().data;
    expect(after.content.map((p: { id: number }) => p.id)).not.toContain(player.id);
  });

  it('answers 422 with the spec §5 messages per field, Vietnamese by default', async () => {
    const res = await admin({
      method: 'POST',
      url: '/v1/api/players',
      payload: { ...validPlayer(), name: 'A', mobile: '09x', email: 'not-mail', parent_name: undefined },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const byField = Object.fromEntries(body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(Object.keys(byField).sort()).toEqual(['email', 'mobile', 'name', 'parent_name']);
    expect(byField.parent_name).toBe('Trường này là bắt buộc !');
  });

  it('answers in English when the client asks for it', async () => {
    const res = await admin({
      method: 'POST',
      url: '/v1/api/players',
      headers: { 'accept-language': 'en' },
      payload: { ...validPlayer(), name: 'A', parent_name: undefined, email: 'x', mobile: '09ab56789' },
    });
    const byField = Object.fromEntries(res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(byField).toEqual({
      name: 'Enter characters at least 2 !',
      parent_name: 'This field is required !',
      email: 'Invalid email !',
      mobile: 'This is a field where only numeric characters are entered !',
    });
  });

  it('rejects unknown fields and wrong types instead of dropping or coercing them', async () => {
    const extra = await admin({ method: 'POST', url: '/v1/api/players', payload: { ...validPlayer(), is_admin: true } });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors[0].field).toBe('is_admin');
    const typed = await admin({ method: 'POST', url: '/v1/api/players', payload: { ...validPlayer(), branch_id: String(branchId) } });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors[0].field).toBe('branch_id');
    const notObject = await admin({ method: 'POST', url: '/v1/api/players', payload: [validPlayer()] });
    expect(notObject.statusCode).toBe(400);
  });

  it('refuses a class of another branch and ids of another academy', async () => {
    const mismatch = await admin({ method: 'POST', url: '/v1/api/players', payload: { ...validPlayer(), class_id: otherBranchClassId } });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors[0].field).toBe('class_id');

    const beta = as(t.app, (await login(t.app, 'admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
    const betaClass = (await beta({ method: 'GET', url: '/v1/api/admin/classes' })).json().data.content[0];
    const foreign = await admin({
      method: 'POST',
      url: '/v1/api/players',
      payload: { ...validPlayer(), branch_id: betaClass.branch_id, class_id: betaClass.id },
    });
    expect(foreign.statusCode).toBe(422);
    const betaPlayer = (await beta({ method: 'GET', url: '/v1/api/admin/players' })).json().data.content[0];
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await admin({ method, url: `/v1/api/players/${betaPlayer.id}`, payload: method === 'PUT' ? validPlayer() : undefined });
      expect(res.statusCode).toBe(404);
    }
    expect((await beta({ method: 'GET', url: `/v1/api/players/${betaPlayer.id}` })).statusCode).toBe(200);
  });

  it('keeps a manager inside their branches', async () => {
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    const profile = (await manager({ method: 'GET', url: '/v1/api/users/my-profile' })).json().data;
    const own = profile.branches.map((b: { id: number }) => b.id);
    const list = (await manager({ method: 'GET', url: '/v1/api/admin/players?size=100' })).json().data;
    expect(list.total_elements).toBeLessThan(300);
    for (const p of list.content) expect(own).toContain(p.branch_id);

    const classes = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=100' })).json().data.content;
    const foreignClass = classes.find((c: { branch_id: number }) => !own.includes(c.branch_id));
    const res = await manager({
      method: 'POST',
      url: '/v1/api/players',
      payload: { ...validPlayer(), branch_id: foreignClass.branch_id, class_id: foreignClass.id },
    });
    expect(res.statusCode).toBe(403);
  });
});
