/**
 * Keeps each academy's Official Account tokens alive between messages: an access token with less
 * than REFRESH_AHEAD_MS left is refreshed by the sender's round even while no message needs it,
 * so the refresh token (which Zalo lets lapse after three months unused) never runs out on an
 * academy that sends little. A refresh that failed is not tried again for a minute.
 */
import type { Db } from '../../../db/client';
import type { HostPolicy } from '../../../core/provider-hosts';
import type { SecretBox } from '../../../core/secret-box';
import { readSettingsOf } from '../../settings/settings-service';
import { channelReady } from '../academy-sends';
import { REFRESH_AHEAD_MS, refreshNow } from './zalo-tokens';

const RETRY_AFTER_MS = 60_000;

/** Refreshes the tokens due; answers how many were refreshed. */
export async function refreshDueTokens(db: Db, box: SecretBox, policy: HostPolicy, now = new Date()): Promise<number> {
  const due = await db
    .selectFrom('zalo_tokens')
    .select('academy_id')
    .where('failure', 'is', null)
    .where((eb) =>
      eb.or([eb('access_expires_at', 'is', null), eb('access_expires_at', '<', new Date(now.getTime() + REFRESH_AHEAD_MS).toISOString())]),
    )
    .where('update_date', '<', new Date(now.getTime() - RETRY_AFTER_MS).toISOString())
    .execute();
  let refreshed = 0;
  for (const { academy_id: academyId } of due) {
    const settings = await readSettingsOf(db, academyId);
    if (!channelReady(settings, 'zalo_settings')) continue;
    if ((await refreshNow({ db, box, academyId, settings: settings.zalo_settings, policy })).ok) refreshed++;
  }
  return refreshed;
}
