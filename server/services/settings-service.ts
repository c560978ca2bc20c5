/**
 * Academy settings (spec §3 Settings): `common_settings` with the app language and
 * the version label the header shows. Read by every signed-in role, changed by
 * the admin only.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../context';

export const settingsBodySchema = {
  type: 'object',
  properties: {
    common_settings: {
      type: 'object',
      properties: {
        app_language: { enum: ['vi', 'en'] },
        web_app_version: { type: 'string', minLength: 1, maxLength: 20 },
      },
      required: ['app_language', 'web_app_version'],
      additionalProperties: false,
    },
  },
  required: ['common_settings'],
  additionalProperties: false,
} as const;

export interface Settings {
  common_settings: { app_language: 'vi' | 'en'; web_app_version: string };
}

export async function getSettings(ctx: RequestContext): Promise<Settings> {
  const row = await ctx.db.selectFrom('academies').select('settings').where('id', '=', ctx.academy.id).executeTakeFirstOrThrow();
  return row.settings as Settings;
}

export async function updateSettings(ctx: RequestContext, body: Settings): Promise<Settings> {
  const row = await ctx.db
    .updateTable('academies')
    .set({ settings: sql`settings || ${JSON.stringify(body)}::jsonb` })
    .where('id', '=', ctx.academy.id)
    .returning('settings')
    .executeTakeFirstOrThrow();
  return row.settings as Settings;
}
