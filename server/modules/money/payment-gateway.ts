/**
 * Payment type 3 (online gateway) exists only while settings → payment
 * integration is on: new revenues and orders cannot take it otherwise. A record
 * already paid that way keeps it when edited.
 */
import type { RequestContext } from '../../core/context';
import { unprocessable } from '../../core/errors';
import { readSettings } from '../settings/settings-service';

export const GATEWAY_PAYMENT = 3;

export async function assertPaymentTypeOffered(ctx: RequestContext, paymentType: unknown, stored?: unknown): Promise<void> {
  if (paymentType !== GATEWAY_PAYMENT || stored === GATEWAY_PAYMENT) return;
  const { payment_settings } = await readSettings(ctx);
  if (!payment_settings.is_active) {
    throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'payment_type', message: ctx.t('settingsRules.gatewayInactive') }]);
  }
}
