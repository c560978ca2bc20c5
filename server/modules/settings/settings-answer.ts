/**
 * The schema of the settings as answered (`GET /settings`, `PUT /admin/settings`):
 * each section as the settings schema declares it, present when the caller's role
 * reads it; a secret only as the text that shows it is set; the kit's products with
 * their names and prices. Fastify serialises the answer with it, so a key the schema
 * does not know never leaves.
 */
import { SETTINGS_SECTIONS, secretFields, settingsSchema, type SettingsSection } from '../../../schemas/settings';
import { kitProductSchema } from '../../../domain/kit-products';
import { plainSchema } from '../../core/openapi/record-schemas';

type Schema = Record<string, unknown>;

/** Input-only keywords: defaults fill a write, conditions check one. */
const WRITE_ONLY_KEYWORDS = new Set(['default', 'if', 'then', 'else']);

function answered(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(answered);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).flatMap(([k, v]) => (WRITE_ONLY_KEYWORDS.has(k) ? [] : [[k, answered(v)]])));
}

function sectionAnswer(section: SettingsSection): unknown {
  if (section === 'kit_fee_definitions') {
    return {
      type: 'object',
      properties: { kit_fee_products: { type: 'array', items: kitProductSchema } },
      required: ['kit_fee_products'],
      additionalProperties: false,
    };
  }
  const schema = answered(plainSchema(settingsSchema.properties[section], 'en')) as Schema;
  const secrets = secretFields(section);
  if (!secrets.length) return schema;
  const properties = { ...(schema.properties as Schema) };
  for (const field of secrets) properties[field] = { type: 'string', description: 'Masked: shows only that it is set' };
  return { ...schema, properties };
}

export const settingsAnswerSchema: Schema = {
  type: 'object',
  properties: Object.fromEntries(SETTINGS_SECTIONS.map((s) => [s, sectionAnswer(s)])),
  additionalProperties: false,
  description: "The sections the caller's role reads (`x-roles` in the settings schema)",
};
