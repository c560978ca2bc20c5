/**
 * What the subscription service (spec §7 `/api-public/...`) tells the admin app at
 * start-up besides the academy: the package's features (`features/my-features`),
 * which gate the menu and the pages, and the platform's settings (`settings`), whose
 * support e-mail and hotline the footer shows. The server answers with these
 * schemas; the app reads these types.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { FEATURES } from '../resources.config';

export const MY_FEATURES_PATH = 'features/my-features';
export const PLATFORM_SETTINGS_PATH = 'settings';

export const packageFeatureSchema = {
  type: 'object',
  properties: { name: { enum: FEATURES }, meaning_name: { type: 'string', description: "The feature named in the reader's language" } },
  required: ['name', 'meaning_name'],
  additionalProperties: false,
} as const;

export type PackageFeature = FromSchema<typeof packageFeatureSchema>;

export const platformSettingsSchema = {
  type: 'object',
  properties: {
    common_setting: {
      type: 'object',
      properties: { application_email: { type: 'string' }, application_hotline: { type: 'string' } },
    },
  },
  required: ['common_setting'],
  additionalProperties: false,
} as const;

export interface PlatformSettings {
  common_setting: { application_email?: string; application_hotline?: string };
}
