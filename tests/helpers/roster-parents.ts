/**
 * Parents for the outbox's API tests: the players of a class not yet marked today, handed out
 * one after another, each given a parent's e-mail and a mobile of its own and rid of the demo's
 * messages, so a test reads only the messages it makes; and a player's messages, oldest first.
 */
import type { Db } from '../../server/db/client';
import type { as } from './build-test-app';
import { forgetMessages } from './outbox';

type Admin = ReturnType<typeof as>;

export interface OutboxRow {
  id: number;
  channel: string;
  status: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  reason: string | null;
  provider_message_id: string | null;
}

export interface RosterParent {
  id: number;
  name: string;
  email: string;
  mobile: string;
}

/** `place()`: the database, admin, academy and class once the file's setup has them; `mobiles`: the first of the mobiles handed out. */
export function rosterParents(today: string, mobiles: number, place: () => { db: Db; admin: Admin; academyId: number; classId: number }) {
  let used = 0;
  return async (mobile = `09${String(mobiles + used).padStart(8, '0')}`): Promise<RosterParent> => {
    const { db, admin, academyId, classId } = place();
    const roster = (await admin({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${classId}&date=${today}` })).json().data
      .content as Array<{ player_id: number; name: string; guest: boolean; check_in: number }>;
    const player = roster.filter((r) => !r.guest && r.check_in === -1)[used++];
    const email = `phuhuynh${player.player_id}@example.test`;
    await db
      .updateTable('players')
      .set({ email, mobile, number_of_units: 20 })
      .where('academy_id', '=', academyId)
      .where('id', '=', player.player_id)
      .execute();
    await forgetMessages(db, academyId, player.player_id);
    return { id: player.player_id, name: player.name, email, mobile };
  };
}

export const messagesTo = async (admin: Admin, playerId: number) =>
  (await admin({ method: 'GET', url: `/v1/api/admin/notifications?size=100&sort=id:asc&playerIds=${playerId}` })).json().data
    .content as OutboxRow[];
