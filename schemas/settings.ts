/**
 * The academy's settings document (`settings/settings.json`): one section per
 * settings page, each with its defaults, validated by the same schema on the
 * server and in the app's forms.
 */
import { inlineRefs } from './catalogue';
import enums from './enums.json' with { type: 'json' };
import raw from './settings/settings.json' with { type: 'json' };
import type { PropertySchema } from './vocabulary';

export interface SettingsSectionSchema extends PropertySchema {
  'x-feature': string[];
  /** The roles that read the section (integration keys: the admin's); absent, every role of the app. */
  'x-roles'?: string[];
  default: unknown;
}

export const settingsSchema = inlineRefs(raw, { enums } as never) as {
  type: 'object';
  properties: Record<SettingsSection, SettingsSectionSchema>;
  additionalProperties: false;
};

export type SettingsSection =
  | 'common_settings'
  | 'transaction_settings'
  | 'kit_fee_definitions'
  | 'attendance_settings'
  | 'schedule_settings'
  | 'trial_settings'
  | 'transport_settings'
  | 'payment_settings'
  | 'bank_transfer_settings'
  | 'email_settings'
  | 'sms_settings'
  | 'zalo_settings'
  | 'notification_templates'
  | 'shop_settings'
  | 'point_settings';

export const SETTINGS_SECTIONS = Object.keys(settingsSchema.properties) as SettingsSection[];

export interface TransportSetting {
  branch_id: number;
  is_enable: boolean;
  /** 0 free, 1 per turn, 2 monthly. */
  fee_type: 0 | 1 | 2;
  amount: number;
}

export interface AcademySettings {
  common_settings: { app_language: 'vi' | 'en'; web_app_version: string };
  transaction_settings: {
    fee_transaction_type_default: 'base_course' | 'monthly';
    fee_transaction_duration_in_units: number;
    fee_transaction_duration_in_days: number;
    fee_transaction_value: number;
  };
  kit_fee_definitions: { kit_fee_products: Array<{ product_id: number }> };
  attendance_settings: {
    is_own_setting_enable: boolean;
    max_own: number;
    is_time_off_setting_enable: boolean;
    max_time_off: number;
    is_multi_attendee_enable: boolean;
    max_unit_per_lesson: number;
    /** Days after a lesson its attendance may still be taken or changed; 0 = no limit. */
    time_limit_in_days: number;
    /** An absent mark takes the lesson's session, unless a make-up credit was granted for it. */
    is_absence_counted: boolean;
    /** An approved leave request asked in time grants a make-up credit (server/modules/sessions/makeup-credits.ts). */
    is_makeup_enable: boolean;
    /** Hours between the request and the lesson's start, at least. */
    makeup_notice_hours: number;
    /** Credits a player may be granted for the lessons of one month. */
    makeup_per_month: number;
    /** Credits a player may be granted against one pack (the pack in use on the lesson missed); absent, no limit. */
    makeup_per_pack?: number;
    /** Days after the lesson missed a credit may be used. */
    makeup_valid_days: number;
    /** A pack ending within this many days is listed for renewal (as one at or below the low-sessions threshold is). */
    renewal_days: number;
  };
  schedule_settings: { is_enable: boolean; message: string };
  trial_settings: { is_enable: boolean; number_of_sessions: number };
  transport_settings: TransportSetting[];
  payment_settings: {
    is_active: boolean;
    mode: 'LIVE' | 'SANDBOX';
    merchant_key?: string;
    merchant_secret_key?: string;
    checksum_key?: string;
    end_point?: string;
    callback_url?: string;
  };
  bank_transfer_settings: {
    is_enable: boolean;
    provider: 'SEPAY';
    webhook_api_key: string;
    /** For the periodic look at the provider's transaction list; none, no look. */
    api_token: string;
    api_url: string;
  };
  email_settings: {
    is_enable: boolean;
    host: string;
    port: number;
    secure: boolean;
    user: string;
    smtp_password: string;
    sender: string;
    low_sessions_threshold: number;
  };
  sms_settings: {
    is_enable: boolean;
    provider: 'ESMS';
    api_key: string;
    secret_key: string;
    brand_name: string;
    sandbox: boolean;
    api_url: string;
  };
  /**
   * Zalo ZNS: the app's keys, the order of the channels while Zalo is on, and per event
   * (`<event>_template_id`, `<event>_params`) the approved template and its parameters.
   */
  zalo_settings: {
    is_enable: boolean;
    app_id: string;
    secret_key: string;
    channel_order: 'ZALO_SMS_EMAIL' | 'ZALO_EMAIL_SMS';
    api_url: string;
    oauth_url: string;
  } & Record<`${string}_template_id` | `${string}_params`, string>;
  /** Per event and language, the academy's own wording; empty: the default of domain/i18n. */
  notification_templates: Record<string, string>;
  /**
   * Whether an order may take more of a product than is in stock (its stock then goes below zero),
   * and what a member card sells for when first activated (0: given free).
   */
  shop_settings: { sell_without_stock: boolean; member_card_price: number };
  point_settings: { actions: Array<{ id: 1 | 2 | 3 | 4; value: number }>; level: Array<{ id: 0 | 1 | 2 | 3 | 4; benchmarks: number }> };
}

export const defaultSettings = Object.fromEntries(
  SETTINGS_SECTIONS.map((section) => [section, settingsSchema.properties[section].default]),
) as unknown as AcademySettings;

/** Fields of a section whose value is never answered in full (`x-secret`). */
export function secretFields(section: SettingsSection): string[] {
  const props = settingsSchema.properties[section].properties ?? {};
  return Object.entries(props)
    .filter(([, p]) => (p as PropertySchema & { 'x-secret'?: boolean })['x-secret'])
    .map(([name]) => name);
}

/** Whether `role` reads the section: every role of the app unless the section names its own (`x-roles`). */
export function readsSection(section: SettingsSection, role: string): boolean {
  const roles = settingsSchema.properties[section]['x-roles'];
  return !roles || roles.includes(role);
}

/** Fields of a section the server connects to (`x-outbound`): a host name, or a URL whose host it is. */
export function outboundFields(section: SettingsSection): Array<{ field: string; kind: 'host' | 'url' }> {
  const props = settingsSchema.properties[section].properties ?? {};
  return Object.entries(props).flatMap(([field, p]) => {
    const kind = (p as PropertySchema & { 'x-outbound'?: 'host' | 'url' })['x-outbound'];
    return kind ? [{ field, kind }] : [];
  });
}
