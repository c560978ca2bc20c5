import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';

const t = useTestApp();

describe('player actions', () => {
  let admin: ReturnType<typeof as>;
  let manager: ReturnType<typeof as>;
  let classes: Array<{ id: number; branch_id: number }>;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    classes = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=100&sort=id:asc' })).json().data.content;
  });
  const playersOf = async (branchId: number, size = 2) =>
    (await admin({ method: 'GET', url: `/v1/api/admin/players?branchIds=${branchId}&size=${size}&auditingStatuses=1` })).json().data
      .content as Array<{ id: number }>;

  describe('PUT /v1/api/admin/players/change-branch', () => {
    it('moves every listed player to the class and its branch', async () => {
      const [from, to] = [classes[0], classes.find((c) => c.branch_id !== classes[0].branch_id)!];
      const players = await playersOf(from.branch_id);
      const res = await admin({
        method: 'PUT',
        url: '/v1/api/admin/players/change-branch',
        payload: players.map((p) => ({ player_id: p.id, class_id: to.id })),
      });
      expect(res.statusCode).toBe(200);
      for (const p of players) {
        const read = (await admin({ method: 'GET', url: `/v1/api/players/${p.id}` })).json().data;
        expect(read).toMatchObject({ branch_id: to.branch_id, class_id: to.id });
      }
    });

    it('changes nothing when one move fails', async () => {
      const target = classes.find((c) => c.branch_id !== classes[0].branch_id)!;
      const [first] = await playersOf(classes[0].branch_id, 1);
      const res = await admin({
        method: 'PUT',
        url: '/v1/api/admin/players/change-branch',
        payload: [
          { player_id: first.id, class_id: target.id },
          { player_id: 999999, class_id: target.id },
        ],
      });
      expect(res.statusCode).toBe(404);
      expect((await admin({ method: 'GET', url: `/v1/api/players/${first.id}` })).json().data.branch_id).toBe(classes[0].branch_id);
    });

    it('keeps a manager inside their own branches', async () => {
      const own = (await manager({ method: 'GET', url: '/v1/api/users/my-profile' })).json().data.branches.map((b: { id: number }) => b.id);
      const outside = classes.find((c) => !own.includes(c.branch_id))!;
      const [player] = await playersOf(own[0], 1);
      const res = await manager({
        method: 'PUT',
        url: '/v1/api/admin/players/change-branch',
        payload: [{ player_id: player.id, class_id: outside.id }],
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('PUT /v1/api/players/{id}/reactive', () => {
    it('brings back a deleted player, with no sessions left when asked', async () => {
      const [player] = await playersOf(classes[0].branch_id, 1);
      await admin({ method: 'DELETE', url: `/v1/api/players/${player.id}` });
      const res = await admin({ method: 'PUT', url: `/v1/api/players/${player.id}/reactive`, payload: { data_reset: [2] } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: player.id, auditing_status: 1, number_of_units: 0 });
      expect((await admin({ method: 'PUT', url: `/v1/api/players/${player.id}/reactive`, payload: {} })).statusCode).toBe(409);
    });
  });

  describe('PUT /v1/api/admin/player-member-card/{id}', () => {
    it('counts a year from the first activation, kept across deactivation', async () => {
      const [player] = await playersOf(classes[1].branch_id, 1);
      const on = (await admin({ method: 'PUT', url: `/v1/api/admin/player-member-card/${player.id}`, payload: { active: true } })).json()
        .data;
      const today = academyToday(DEFAULT_TIME_ZONE);
      expect(on).toMatchObject({ member_card_active: true, member_card_valid_from: today });
      expect(Date.parse(on.member_card_valid_until) - Date.parse(today)).toBe(365 * 86_400_000);
      const off = (await admin({ method: 'PUT', url: `/v1/api/admin/player-member-card/${player.id}`, payload: { active: false } })).json()
        .data;
      expect(off).toMatchObject({
        member_card_active: false,
        member_card_valid_from: today,
        member_card_valid_until: on.member_card_valid_until,
      });
    });

    it("sells the card at its first activation, at the shop's price, under PRODUCT_DIGITAL_CARD; a free card books nothing", async () => {
      const cardless = () =>
        t.db
          .selectFrom('players')
          .select(['id', 'name', 'branch_id'])
          .where('member_card_valid_from', 'is', null)
          .where('deleted_at', 'is', null)
          .where('auditing_status', '=', 1)
          .where('academy_id', '=', sql<number>`(select academy_id from classes where id = ${classes[0].id})`)
          .orderBy('id')
          .limit(2)
          .execute();
      const feesOf = async (id: number) =>
        (await admin({ method: 'GET', url: `/v1/api/admin/transactions?playerIds=${id}&size=100` })).json().data.content as Array<
          Record<string, unknown>
        >;
      const activate = (id: number, active = true) =>
        admin({ method: 'PUT', url: `/v1/api/admin/player-member-card/${id}`, payload: { active } });
      const price = (member_card_price: number) =>
        admin({
          method: 'PUT',
          url: '/v1/api/admin/settings',
          payload: { shop_settings: { sell_without_stock: false, member_card_price } },
        });

      const [free, sold] = await cardless();
      const before = await feesOf(free.id);
      expect((await activate(free.id)).statusCode).toBe(200);
      expect(await feesOf(free.id)).toEqual(before);

      expect((await price(150_000)).statusCode).toBe(200);
      try {
        // Two activations at once sell one card; switched off and on again, it is not sold again.
        expect((await Promise.all([activate(sold.id), activate(sold.id)])).map((r) => r.statusCode)).toEqual([200, 200]);
        await activate(sold.id, false);
        await activate(sold.id);
        const cards = (await feesOf(sold.id)).filter((f) => f.amount === 150_000);
        expect(cards).toEqual([
          expect.objectContaining({
            title: `Thẻ thành viên - ${sold.name}`,
            branch_id: sold.branch_id,
            transaction_status: 4,
            payment_type: 1,
            at_date: academyToday(DEFAULT_TIME_ZONE),
          }),
        ]);
        const category = (await admin({ method: 'GET', url: `/v1/api/admin/transaction-categories/${cards[0].category_id}` })).json().data;
        expect(category).toMatchObject({ code: 'PRODUCT_DIGITAL_CARD', category_type: 3 });
      } finally {
        await price(0);
      }
    });

    it('will not switch on a card whose year is over', async () => {
      const [player] = await playersOf(classes[2].branch_id, 1);
      await t.db
        .updateTable('players')
        .set({ member_card_valid_from: sql`current_date - 400`, member_card_valid_until: sql`current_date - 35` })
        .where('id', '=', player.id)
        .execute();
      const res = await admin({ method: 'PUT', url: `/v1/api/admin/player-member-card/${player.id}`, payload: { active: true } });
      expect(res.statusCode).toBe(409);
    });
  });
});
