/** The outbox's sender as the test servers run it (test-config.ts): the tests' SMTP server and eSMS stand-in listen on 127.0.0.1. */
import type { Db } from '../../server/db/client';
import { sendDueNotifications, type SendOptions } from '../../server/modules/notifications/sender';
import { secretBox } from '../../server/core/secret-box';
import { testConfig } from './test-config';

/** The test servers' secret box: opens the Zalo tokens they sealed. */
export const testBox = secretBox(testConfig.secretsKey);

export const sendDue = (db: Db, now?: Date, opts: Partial<SendOptions> = {}) =>
  sendDueNotifications(db, now, { hosts: { privateHosts: testConfig.allowPrivateProviderHosts }, box: testBox, ...opts });

/** Takes away the demo's messages to a player's parent (its seed has some, on some days): a test then reads only its own. */
export const forgetMessages = (db: Db, academyId: number, playerId: number) =>
  db.deleteFrom('notifications').where('academy_id', '=', academyId).where('player_id', '=', playerId).execute();
