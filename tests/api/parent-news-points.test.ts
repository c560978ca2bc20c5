/**
 * What the parents' News and Shop & points pages read: a child's points as the office reads them
 * (the same balance, level and changes, without who in the office made one), another family's child
 * not found; their children's branches' events, not another branch's nor a hidden one; the academy's
 * E-connect posts and rewards while published (and, for a reward, not expired), not another
 * academy's, each with the fields declared for a parent only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { addDays } from '../../server/modules/attendance/attendance-policy';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import type { PlayerPoints } from '../../domain/player-points';
import { academyIdOf } from '../helpers/staff';
import { addParent, PARENT_PASSWORD } from '../helpers/parents';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
const PHONE = '0912300600';
const today = academyToday(DEFAULT_TIME_ZONE);
let admin: ReturnType<typeof as>;
let parent: ReturnType<typeof as>;
let child: { id: number; branch_id: number };
let other: { id: number; branch_id: number };

type Row = Record<string, unknown>;
const data = async <T = Row>(call: ReturnType<typeof as>, url: string): Promise<T> => {
  const res = await call({ method: 'GET', url });
  expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
  return res.json().data as T;
};
const listed = async (url: string) => (await data<{ content: Row[] }>(parent, url)).content;
const created = async (url: string, payload: object) => {
  const res = await admin({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Row & { id: number };
};
const unique = (what: string) => `${what} ${Date.now() % 1_000_000}-${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  const academyId = await academyIdOf(t.db, 'demo');
  const players = await t.db
    .selectFrom('players')
    .select(['id', 'branch_id'])
    .where('academy_id', '=', academyId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  child = players[0] as typeof child;
  // Another family's child, at another branch: its branch's events are not this family's.
  other = players.find((p) => p.branch_id !== child.branch_id) as typeof other;
  await t.db.updateTable('players').set({ mobile: PHONE }).where('id', '=', child.id).execute();
  await t.db.updateTable('players').set({ mobile: '0912300601' }).where('id', '=', other.id).execute();
  await addParent(t.db, academyId, 'parent.news', PHONE);
  parent = as(t.app, (await login(t.app, 'parent.news', PARENT_PASSWORD)).access_token);
});

describe("a child's points", () => {
  it('reads as the office reads them: the same balance, level and latest changes with their reasons', async () => {
    const grant = await admin({
      method: 'POST',
      url: '/v1/api/admin/points',
      payload: { player_id: child.id, points: 35, note: 'Chăm chỉ cả tháng' },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const office = await data<PlayerPoints>(admin, `/v1/api/users/${child.id}/points`);
    const theirs = await data<PlayerPoints>(parent, `/v1/api/parent/players/${child.id}/points`);
    expect(theirs.points).toBe(office.points);
    expect(theirs.points).toBeGreaterThanOrEqual(35);
    expect(theirs).toEqual({ ...office, history: office.history.map((change) => ({ ...change, by: null })) });
    expect(theirs.history[0]).toMatchObject({ points: 35, reason: 'grant', note: 'Chăm chỉ cả tháng', by: null });
    // The office's answer names who granted them; the parent's does not.
    expect(office.history[0].by).not.toBeNull();
  });

  it('is not found for another family’s child, nor for none', async () => {
    for (const id of [other.id, 2_000_000_000]) {
      const res = await parent({ method: 'GET', url: `/v1/api/parent/players/${id}/points` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe("the children's branches' events", () => {
  it('lists those of the child’s branch from the day asked, not another branch’s nor a hidden one', async () => {
    const event = (branch_id: number, auditing_status: number) =>
      created('/v1/api/admin/events', {
        title: unique('Ngày hội gia đình'),
        event_type: 4,
        location: 'Sân Mỹ Đình',
        branch_id,
        start_date: addDays(today, 10),
        end_date: addDays(today, 11),
        auditing_status,
      });
    const ours = await event(child.branch_id, 1);
    const hidden = await event(child.branch_id, 0);
    const theirs = await event(other.branch_id, 1);
    const events = await listed(`/v1/api/parent/events?fromDate=${today}&sort=start_date:asc&size=100`);
    const ids = events.map((e) => e.id);
    expect(ids).toContain(ours.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(theirs.id);
    expect(events.every((e) => (e.branch as { id: number }).id === child.branch_id && String(e.start_date) >= today)).toBe(true);
    expect(events.find((e) => e.id === ours.id)).toMatchObject({
      title: ours.title,
      location: 'Sân Mỹ Đình',
      event_type: 4,
      start_date: addDays(today, 10),
      end_date: addDays(today, 11),
    });
    for (const id of [hidden.id, theirs.id])
      expect((await parent({ method: 'GET', url: `/v1/api/parent/events/${id}` })).statusCode).toBe(404);
  });
});

describe("the academy's news", () => {
  it('lists the published posts, newest first, with their title, text, images and day; a hidden one is not found', async () => {
    const posts = (await data<{ content: Array<Row & { id: number }> }>(admin, '/v1/api/admin/merchant-feeds?size=100')).content;
    const [shown, hide] = posts.filter((p) => p.auditing_status === 1);
    expect(hide, 'two published posts in the demo').toBeDefined();
    const title = unique('Ưu đãi giày cho học viên');
    const saved = await admin({
      method: 'PATCH',
      url: `/v1/api/admin/merchant-feeds/${shown.id}`,
      payload: { title, content: 'Giảm 20%.\nÁp dụng đến hết tháng.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await admin({ method: 'PATCH', url: `/v1/api/admin/merchant-feeds/${hide.id}`, payload: { auditing_status: 0 } })).statusCode,
    ).toBe(200);

    const news = await listed('/v1/api/parent/merchant-feeds?sort=create_date:desc&size=100');
    const ids = news.map((p) => p.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hide.id);
    expect(ids).toEqual(posts.filter((p) => p.auditing_status === 1 && p.id !== hide.id).map((p) => p.id));
    const post = await data(parent, `/v1/api/parent/merchant-feeds/${shown.id}`);
    expect(post).toMatchObject({ id: shown.id, title, content: 'Giảm 20%.\nÁp dụng đến hết tháng.' });
    expect(Object.keys(post).sort()).toEqual(['content', 'create_date', 'id', 'images', 'title'].filter((k) => k in post));
    expect(post).not.toHaveProperty('merchant_id');
    expect(post).not.toHaveProperty('auditing_status');
    const gone = await parent({ method: 'GET', url: `/v1/api/parent/merchant-feeds/${hide.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
  });

  it('is not another academy’s', async () => {
    const demo = await academyIdOf(t.db, 'demo');
    const theirs = await t.db
      .selectFrom('merchant_feeds')
      .select('id')
      .where('academy_id', '<>', demo)
      .where('auditing_status', '=', 1)
      .orderBy('id')
      .limit(3)
      .execute();
    expect(theirs.length, "another academy's published posts").toBeGreaterThan(0);
    const ids = (await listed('/v1/api/parent/merchant-feeds?size=100')).map((p) => p.id);
    for (const post of theirs) {
      expect(ids).not.toContain(post.id);
      expect((await parent({ method: 'GET', url: `/v1/api/parent/merchant-feeds/${post.id}` })).statusCode).toBe(404);
    }
  });
});

describe("the academy's rewards", () => {
  it('lists the active ones not yet expired, with the points each costs; an expired or inactive one is not found', async () => {
    const reward = (expired_date: string, auditing_status: number) =>
      created('/v1/api/admin/rewards', {
        name: unique('Bình nước'),
        code: `RW${Math.floor(Math.random() * 1_000_000)}`,
        description: 'Bình nước in logo học viện',
        point_value: 150,
        expired_date,
        auditing_status,
      });
    const lasting = await reward(today, 1);
    const expired = await reward(addDays(today, -1), 1);
    const inactive = await reward(addDays(today, 30), 0);
    const rewards = await listed('/v1/api/parent/rewards?sort=point_value:asc&size=100');
    const ids = rewards.map((r) => r.id);
    expect(ids).toContain(lasting.id);
    expect(ids).not.toContain(expired.id);
    expect(ids).not.toContain(inactive.id);
    expect(rewards.find((r) => r.id === lasting.id)).toEqual({
      id: lasting.id,
      name: lasting.name,
      description: 'Bình nước in logo học viện',
      point_value: 150,
      expired_date: today,
      images: lasting.images ?? null,
    });
    for (const id of [expired.id, inactive.id])
      expect((await parent({ method: 'GET', url: `/v1/api/parent/rewards/${id}` })).statusCode).toBe(404);
  });
});
