/** The provider the academy chose (settings → SMS notifications) as an SmsProvider. */
import { esmsProvider } from './esms';
import type { SmsProvider, SmsSettings } from './sms-provider';

const PROVIDERS: Record<SmsSettings['provider'], (settings: SmsSettings) => SmsProvider> = {
  ESMS: esmsProvider,
};

export const smsProviderOf = (settings: SmsSettings): SmsProvider => PROVIDERS[settings.provider](settings);

/** The request id of an outbox message, the same at every attempt (like an e-mail's Message-ID). */
export const smsRequestIdOf = (academyId: number, id: number) => `notification-${academyId}-${id}`;
