/**
 * The Official Account's tokens of each academy (table zalo_tokens, sealed by core/secret-box.ts).
 * The admin connects the OA once by giving a refresh token; from then on the access token (25
 * hours) is refreshed when it has less than REFRESH_AHEAD_MS left, or when Zalo says it is no
 * longer valid, and each refresh keeps the next refresh token Zalo answers (each works once).
 *
 * Only one refresh runs at a time per academy, whichever replica or request asks: the refresh
 * takes a lease on the row (`refreshing_until`) in one statement, then calls Zalo outside any
 * transaction (an embedded database runs one transaction at a time). A refresh Zalo refuses is
 * kept (`failure`, `detail`) and stops the channel until the admin connects again or checks the
 * connection: messages then fail with the refusal's category and go on to the next channel.
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/client';
import type { HostPolicy } from '../../../core/provider-hosts';
import type { SecretBox } from '../../../core/secret-box';
import type { DeliveryFailure } from '../../../../domain/delivery-reasons';
import type { AcademySettings } from '../../settings/settings-service';
import { DeliveryError } from '../failures';
import { refreshOaToken, type Refusal } from './zalo-api';

/** Refreshed this long before it runs out, so no message goes with a token about to lapse. */
export const REFRESH_AHEAD_MS = 60 * 60_000;
/** Longer than a refresh may take (its call times out at 30 s). */
const LEASE_MS = 2 * 60_000;

export interface ZaloKeys {
  db: Db;
  box: SecretBox;
  academyId: number;
  settings: AcademySettings['zalo_settings'];
  policy: HostPolicy;
}

export type TokenState = { ok: true; accessToken: string } | Refusal;

const refused = (failure: DeliveryFailure, detail: string, retry: boolean): Refusal => ({ ok: false, failure, detail, retry });

const tokenRow = (db: Db, academyId: number) =>
  db.selectFrom('zalo_tokens').selectAll().where('academy_id', '=', academyId).executeTakeFirst();

/** Keeps `refreshToken` as the academy's, forgetting the access token and any refusal: what connecting the OA does. */
export async function keepRefreshToken(keys: Pick<ZaloKeys, 'db' | 'box' | 'academyId'>, refreshToken: string): Promise<void> {
  const row = {
    refresh_token: keys.box.seal(refreshToken),
    access_token: null,
    access_expires_at: null,
    failure: null,
    detail: null,
    refreshing_until: null,
    update_date: sql<string>`now()`,
  };
  await keys.db
    .insertInto('zalo_tokens')
    .values({ academy_id: keys.academyId, ...row })
    .onConflict((oc) => oc.column('academy_id').doUpdateSet(row))
    .execute();
}

/** Refreshes the access token now, under the row's lease; answers the new one or why not. */
export async function refreshNow(keys: ZaloKeys): Promise<TokenState> {
  const { db, box, academyId, settings } = keys;
  const claimed = await db
    .updateTable('zalo_tokens')
    .set({ refreshing_until: new Date(Date.now() + LEASE_MS) })
    .where('academy_id', '=', academyId)
    .where((eb) => eb.or([eb('refreshing_until', 'is', null), eb('refreshing_until', '<', new Date().toISOString())]))
    .returning(['refresh_token'])
    .executeTakeFirst();
  if (!claimed) {
    const row = await tokenRow(db, academyId);
    return row
      ? refused('PROVIDER_ERROR', 'the access token is being refreshed by another sender', true)
      : refused('AUTH_FAILED', 'the Official Account is not connected', false);
  }
  const refreshToken = box.open(claimed.refresh_token);
  const mine = db.updateTable('zalo_tokens').where('academy_id', '=', academyId);
  if (refreshToken === null) {
    const detail = 'the refresh token was sealed under another SECRETS_KEY: connect the Official Account again';
    await mine.set({ failure: 'AUTH_FAILED', detail, refreshing_until: null, update_date: sql`now()` }).execute();
    return refused('AUTH_FAILED', detail, false);
  }
  const outcome = await refreshOaToken(settings.oauth_url, settings, refreshToken, keys.policy);
  if (!outcome.ok) {
    // Only a refusal is kept: Zalo out of reach says nothing about the token, which stays usable.
    await mine
      .set({
        refreshing_until: null,
        ...(outcome.retry ? {} : { failure: outcome.failure, detail: outcome.detail.slice(0, 500) }),
        update_date: sql`now()`,
      })
      .execute();
    return outcome;
  }
  await mine
    .set({
      access_token: box.seal(outcome.accessToken),
      access_expires_at: new Date(Date.now() + outcome.expiresInSeconds * 1000),
      refresh_token: box.seal(outcome.refreshToken),
      refreshed_at: sql`now()`,
      refreshing_until: null,
      failure: null,
      detail: null,
      update_date: sql`now()`,
    })
    .execute();
  return { ok: true, accessToken: outcome.accessToken };
}

/** An access token to send with: the kept one while it has time left, else a fresh one. */
export async function accessToken(keys: ZaloKeys): Promise<TokenState> {
  const row = await tokenRow(keys.db, keys.academyId);
  if (!row) return refused('AUTH_FAILED', 'the Official Account is not connected', false);
  if (row.failure) return refused(row.failure as DeliveryFailure, row.detail ?? 'Zalo refused the last refresh', false);
  const kept = row.access_token ? keys.box.open(row.access_token) : null;
  const left = row.access_expires_at ? new Date(row.access_expires_at).getTime() - Date.now() : 0;
  if (kept && left > REFRESH_AHEAD_MS) return { ok: true, accessToken: kept };
  return refreshNow(keys);
}

/** The token, or the refusal as the sender throws it. */
export async function accessTokenOrThrow(keys: ZaloKeys, fresh = false): Promise<string> {
  const state = fresh ? await refreshNow(keys) : await accessToken(keys);
  if (!state.ok) throw new DeliveryError(state.failure, `Zalo: ${state.detail}`, state.retry);
  return state.accessToken;
}
