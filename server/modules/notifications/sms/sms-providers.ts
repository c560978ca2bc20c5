/** The provider the academy chose (settings → SMS notifications) as an SmsProvider. */
import type { HostPolicy } from '../../../core/provider-hosts';
import { esmsProvider } from './esms';
import type { SmsProvider, SmsProviderFactory, SmsSettings } from './sms-provider';

const PROVIDERS: Record<SmsSettings['provider'], SmsProviderFactory> = {
  ESMS: esmsProvider,
};

export const smsProviderOf = (settings: SmsSettings, policy: HostPolicy): SmsProvider => PROVIDERS[settings.provider](settings, policy);

/** The request id of an outbox message, the same at every attempt (like an e-mail's Message-ID). */
export const smsRequestIdOf = (academyId: number, id: number) => `notification-${academyId}-${id}`;
