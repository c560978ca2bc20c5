import { beforeAll, describe, expect, it } from 'vitest';
import { as, BETA_HOST, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
let admin: ReturnType<typeof as>;
let manager: ReturnType<typeof as>;
let teacher: ReturnType<typeof as>;
beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
  teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
});

/** The `data` of an answer, as the type the test expects there. */
const data = <T = unknown>(res: { json: () => { data: unknown } }) => res.json().data as T;
/** A list's answer: one page of rows, how many there are in all, and the list's sum where it has one. */
type Page<T> = { content: T[]; total_elements: number; sub_total?: number };

// The fields these tests read of each kind of record.
type Post = { id: number; title: string; content: string; merchant_id: number; auditing_status: number };
type Course = { id: number; name: string; fee: number; duration_in_days: number };
type Player = { id: number; name: string; branch_id: number; class_id: number; mobile: string };
type Klass = { id: number; name: string; branch_id: number };
type Place = { id: number; class_id: number };
type Rider = { bus_stop_id: number };
type Stop = { id: number; branch_id: number };
type User = { id: number; user_type: string; mobile: string };
type Payslip = { total_amount: number };
type Stock = {
  id: number;
  quantities_in_hand: number;
  quantities_sold: number;
  in_stock: number;
  status: number;
  product: { name: string };
};
type StockIn = { product_id: number; quantity: number };
type Order = { order_status: number; items: Array<{ product_id: number; quantity: number }> };

describe('PATCH on any record: only the fields sent change', () => {
  it("hides a partner's post and shows it again, at /admin/merchant-feeds/{id}", async () => {
    const [post] = data<Page<Post>>(await admin({ method: 'GET', url: '/v1/api/admin/merchant-feeds?auditingStatuses=1&size=1' })).content;
    const hidden = await admin({ method: 'PATCH', url: `/v1/api/admin/merchant-feeds/${post.id}`, payload: { auditing_status: 0 } });
    expect(hidden.statusCode).toBe(200);
    expect(data(hidden)).toMatchObject({
      id: post.id,
      auditing_status: 0,
      title: post.title,
      content: post.content,
      merchant_id: post.merchant_id,
    });
    expect(data<Post>(await admin({ method: 'GET', url: `/v1/api/admin/merchant-feeds/${post.id}` })).auditing_status).toBe(0);
  });

  it("moves a course's expiry at /admin/courses/{courseid}", async () => {
    const [course] = data<Page<Course>>(await admin({ method: 'GET', url: '/v1/api/admin/course-master?size=1' })).content;
    const res = await admin({ method: 'PATCH', url: `/v1/api/admin/courses/${course.id}`, payload: { duration_in_days: 90 } });
    expect(data(res)).toMatchObject({ id: course.id, duration_in_days: 90, name: course.name, fee: course.fee });
  });

  it('answers 422 on a bad value, 400 on a body that is not an object, 404 on an unknown id, 403 to a teacher', async () => {
    const [course] = data<Page<Course>>(await admin({ method: 'GET', url: '/v1/api/admin/course-master?size=1' })).content;
    const bad = await admin({ method: 'PATCH', url: `/v1/api/admin/courses/${course.id}`, payload: { duration_in_days: -1 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('duration_in_days');
    expect((await admin({ method: 'PATCH', url: `/v1/api/admin/courses/${course.id}`, payload: [1] })).statusCode).toBe(400);
    expect((await admin({ method: 'PATCH', url: '/v1/api/admin/courses/999999', payload: { fee: 1 } })).statusCode).toBe(404);
    expect((await teacher({ method: 'PATCH', url: `/v1/api/admin/courses/${course.id}`, payload: { fee: 1 } })).statusCode).toBe(403);
    expect(data<Course>(await admin({ method: 'GET', url: `/v1/api/admin/course-master/${course.id}` })).fee).toBe(course.fee);
  });
});

describe('a player in a second class: /admin/playerclass', () => {
  async function playerAndClasses() {
    const [player] = data<Page<Player>>(
      await admin({ method: 'GET', url: '/v1/api/admin/players?auditingStatuses=1&size=1&sort=id:asc' }),
    ).content;
    const classes = data<Page<Klass>>(
      await admin({ method: 'GET', url: `/v1/api/admin/classes?branchIds=${player.branch_id}&size=100` }),
    ).content;
    const taken = data<Page<Place>>(
      await admin({ method: 'GET', url: `/v1/api/admin/playerclass?playerIds=${player.id}&size=100` }),
    ).content.map((p) => p.class_id);
    const free = classes.find((c) => c.id !== player.class_id && !taken.includes(c.id));
    return { player, free: free! };
  }

  it('adds the place once, lists it under the class, and removes it', async () => {
    const { player, free } = await playerAndClasses();
    const added = await admin({
      method: 'POST',
      url: '/v1/api/admin/playerclass',
      payload: { branch_id: player.branch_id, player_id: player.id, class_id: free.id },
    });
    expect(added.statusCode).toBe(201);
    const place = data<Place>(added);
    expect(place).toMatchObject({ player: { id: player.id, name: player.name }, class: { id: free.id, name: free.name } });
    const ofClass = data<Page<Place>>(
      await admin({ method: 'GET', url: `/v1/api/admin/playerclass?classIds=${free.id}&size=100` }),
    ).content;
    expect(ofClass.map((p) => p.id)).toContain(place.id);

    const again = await admin({
      method: 'POST',
      url: '/v1/api/admin/playerclass',
      payload: { branch_id: player.branch_id, player_id: player.id, class_id: free.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'ALREADY_IN_CLASS', errors: [{ field: 'class_id' }] });

    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/playerclass/${place.id}` })).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: `/v1/api/admin/playerclass/${place.id}` })).statusCode).toBe(404);
  });

  it("refuses the player's own class and a class of another branch", async () => {
    const { player } = await playerAndClasses();
    const own = await admin({
      method: 'POST',
      url: '/v1/api/admin/playerclass',
      payload: { branch_id: player.branch_id, player_id: player.id, class_id: player.class_id },
    });
    expect(own.statusCode).toBe(409);
    const elsewhere = data<Page<Klass>>(await admin({ method: 'GET', url: '/v1/api/admin/classes?size=100' })).content.find(
      (c) => c.branch_id !== player.branch_id,
    );
    const wrong = await admin({
      method: 'POST',
      url: '/v1/api/admin/playerclass',
      payload: { branch_id: player.branch_id, player_id: player.id, class_id: elsewhere!.id },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].field).toBe('class_id');
  });
});

describe("a bus stop's riders", () => {
  it('lists only the riders of that stop at /admin/bus-stops/{id}/players, and 404 for an unknown stop', async () => {
    const [rider] = data<Page<Rider>>(await admin({ method: 'GET', url: '/v1/api/admin/player-bus-stops?size=1' })).content;
    const res = await admin({ method: 'GET', url: `/v1/api/admin/bus-stops/${rider.bus_stop_id}/players?size=100` });
    expect(res.statusCode).toBe(200);
    const riders = data<Page<Rider>>(res).content;
    expect(riders.length).toBeGreaterThan(0);
    expect(riders.every((r) => r.bus_stop_id === rider.bus_stop_id)).toBe(true);
    expect(riders[0]).toMatchObject({ player: { id: expect.any(Number), name: expect.any(String) }, days: expect.any(Array) });
    expect((await admin({ method: 'GET', url: '/v1/api/admin/bus-stops/999999/players' })).statusCode).toBe(404);
  });

  it('adds a rider on chosen days and refuses a stop of another branch', async () => {
    const stops = data<Page<Stop>>(await admin({ method: 'GET', url: '/v1/api/admin/bus-stops?size=100' })).content;
    const [player] = data<Page<Player>>(
      await admin({ method: 'GET', url: `/v1/api/admin/players?branchIds=${stops[0].branch_id}&size=1` }),
    ).content;
    const body = {
      branch_id: player.branch_id,
      bus_stop_id: stops[0].id,
      player_id: player.id,
      days: ['2', '4'],
      is_departure_turn: true,
      is_return_turn: false,
    };
    const created = await admin({ method: 'POST', url: '/v1/api/admin/player-bus-stops', payload: body });
    expect(created.statusCode).toBe(201);
    expect(data(created)).toMatchObject({ days: ['2', '4'], is_return_turn: false });
    const otherStop = stops.find((s) => s.branch_id !== player.branch_id);
    expect(
      (await admin({ method: 'POST', url: '/v1/api/admin/player-bus-stops', payload: { ...body, bus_stop_id: otherStop!.id } })).statusCode,
    ).toBe(422);
    expect((await admin({ method: 'POST', url: '/v1/api/admin/player-bus-stops', payload: { ...body, days: ['8'] } })).statusCode).toBe(
      422,
    );
  });

  it('is closed to a package without transport', async () => {
    const beta = as(t.app, (await login(t.app, 'admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
    expect((await beta({ method: 'GET', url: '/v1/api/admin/bus-stops/1/players' })).statusCode).toBe(403);
  });
});

describe('lists at paths of their own', () => {
  it('/admin/users/user-type-restricted=player,teacher leaves those account types out', async () => {
    const res = await admin({ method: 'GET', url: '/v1/api/admin/users/user-type-restricted=player,teacher?size=100' });
    expect(res.statusCode).toBe(200);
    const types = data<Page<User>>(res).content.map((u) => u.user_type);
    expect(types).toContain('admin');
    expect(types).not.toContain('teacher');
    expect(types).not.toContain('player');
    expect((await manager({ method: 'GET', url: '/v1/api/admin/users/user-type-restricted=player' })).statusCode).toBe(403);
  });

  it("/admin/users/{id}/players answers a parent account's children, found by its phone number", async () => {
    const [parent] = data<Page<User>>(await admin({ method: 'GET', url: '/v1/api/admin/customers?size=1' })).content;
    const res = await admin({ method: 'GET', url: `/v1/api/admin/users/${parent.id}/players` });
    expect(res.statusCode).toBe(200);
    const children = data<Page<Player>>(res).content;
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((c) => c.mobile === parent.mobile)).toBe(true);
    expect((await admin({ method: 'GET', url: '/v1/api/admin/users/999999/players' })).statusCode).toBe(404);
    expect((await teacher({ method: 'GET', url: `/v1/api/admin/users/${parent.id}/players` })).statusCode).toBe(403);
  });

  it("/branches/my-branches answers a manager's own branches and every active branch to an admin", async () => {
    const all = data<Page<Klass>>(await admin({ method: 'GET', url: '/v1/api/branches/my-branches' })).content;
    const own = data<Page<Klass>>(await manager({ method: 'GET', url: '/v1/api/branches/my-branches' })).content;
    expect(all.length).toBe(3);
    expect(own.length).toBe(2);
    expect(own.every((b) => all.some((a) => a.id === b.id))).toBe(true);
  });

  it('/tags, /admin/branches/search and /admin/manager-payslips answer with their rows; payslips are for admins only', async () => {
    expect(data<Page<unknown>>(await manager({ method: 'GET', url: '/v1/api/tags' })).total_elements).toBe(3);
    expect(
      data<Page<unknown>>(await admin({ method: 'GET', url: '/v1/api/admin/branches/search?auditingStatuses=1' })).total_elements,
    ).toBe(3);
    const payslips = data<Page<Payslip>>(await admin({ method: 'GET', url: '/v1/api/admin/manager-payslips?size=100' }));
    expect(payslips.total_elements).toBeGreaterThan(0);
    expect(payslips.sub_total).toBe(payslips.content.reduce((sum, p) => sum + p.total_amount, 0));
    expect((await manager({ method: 'GET', url: '/v1/api/admin/manager-payslips' })).statusCode).toBe(403);
  });
});

describe('GET /v1/api/admin/inventories: stock per product', () => {
  it('is what came in by stock-ins minus what left on orders that stand', async () => {
    const res = await admin({ method: 'GET', url: '/v1/api/admin/inventories?size=100' });
    expect(res.statusCode).toBe(200);
    const { content: rows, total_elements } = data<Page<Stock>>(res);
    expect(rows.length).toBe(total_elements);
    const stockIns = data<Page<StockIn>>(await admin({ method: 'GET', url: '/v1/api/admin/inventories/history?size=100' })).content;
    const orders = data<Page<Order>>(await admin({ method: 'GET', url: '/v1/api/admin/orders/all' })).content;
    for (const row of rows) {
      const taken = stockIns.filter((s) => s.product_id === row.id).reduce((n, s) => n + s.quantity, 0);
      const sold = orders
        .filter((o) => o.order_status !== 3 && o.order_status !== 4)
        .flatMap((o) => o.items)
        .filter((line) => line.product_id === row.id)
        .reduce((n, line) => n + line.quantity, 0);
      expect(row).toMatchObject({
        quantities_in_hand: taken,
        quantities_sold: sold,
        in_stock: taken - sold,
        status: taken - sold > 0 ? 1 : 2,
      });
    }
    expect(rows.some((r) => r.quantities_sold > 0)).toBe(true);
  });

  it('searches accent-insensitively, refuses unknown parameters, and stays behind the shop gate', async () => {
    const found = data<Page<Stock>>(await admin({ method: 'GET', url: '/v1/api/admin/inventories?search=ao dau' })).content;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.product.name.startsWith('Áo đấu'))).toBe(true);
    expect((await admin({ method: 'GET', url: '/v1/api/admin/inventories?colour=red' })).statusCode).toBe(400);
    expect((await teacher({ method: 'GET', url: '/v1/api/admin/inventories' })).statusCode).toBe(403);
  });
});
