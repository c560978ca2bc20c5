/**
 * Connecting the academy's Official Account from settings → Zalo: a refresh token the admin
 * gives is kept (sealed) and used at once, which checks the app's keys and the token together;
 * without one, the kept token is refreshed now (after the admin mended the app's keys).
 */
import type { RequestContext } from '../../../core/context';
import type { HostPolicy } from '../../../core/provider-hosts';
import type { SecretBox } from '../../../core/secret-box';
import { ApiError } from '../../../core/errors';
import type { DeliveryFailure } from '../../../../domain/delivery-reasons';
import type { ConnectZalo, ZaloConnection } from '../../../../domain/zalo-connection';
import { readSettings } from '../../settings/settings-service';
import { CHANNEL_NEEDS } from '../academy-sends';
import { keepRefreshToken, refreshNow } from './zalo-tokens';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export async function zaloConnection(ctx: RequestContext): Promise<ZaloConnection> {
  const row = await ctx.db.selectFrom('zalo_tokens').selectAll().where('academy_id', '=', ctx.academy.id).executeTakeFirst();
  if (!row) return { connected: false, access_expires_at: null, refreshed_at: null, failure: null };
  return {
    connected: true,
    access_expires_at: iso(row.access_expires_at),
    refreshed_at: iso(row.refreshed_at),
    failure: row.failure as DeliveryFailure | null,
  };
}

export async function connectZalo(ctx: RequestContext, body: ConnectZalo, box: SecretBox, policy: HostPolicy): Promise<ZaloConnection> {
  const settings = (await readSettings(ctx)).zalo_settings;
  const missing = CHANNEL_NEEDS.zalo_settings.filter((field) => !settings[field]);
  if (missing.length)
    throw new ApiError(
      409,
      'ZALO_NOT_SET_UP',
      ctx.t('zalo.notSetUp'),
      missing.map((field) => ({ field: `zalo_settings.${field}`, message: ctx.t('validation.required') })),
    );
  const keys = { db: ctx.db, box, academyId: ctx.academy.id, settings, policy };
  if (body.refresh_token) await keepRefreshToken(keys, body.refresh_token.trim());
  else if (!(await zaloConnection(ctx)).connected) throw new ApiError(409, 'ZALO_NOT_CONNECTED', ctx.t('zalo.notConnected'));
  const outcome = await refreshNow(keys);
  // Zalo out of reach (or another refresh under way) says nothing of the token: the admin tries again. A refusal is the answer's `failure`.
  if (!outcome.ok && outcome.retry) throw new ApiError(409, 'ZALO_UNREACHABLE', ctx.t('zalo.unreachable'));
  return zaloConnection(ctx);
}
