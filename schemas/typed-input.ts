/**
 * Field kinds people type in more than one way, each declared once here by its
 * `format` with the one form it is kept in. The server brings every body and
 * every imported row to that form before the schema checks it
 * (crud-service's validBody, the academy's details, the own profile); the form
 * widgets of those kinds hand the form the kept form as the user types.
 */
import { storedPhone } from '../domain/phone';
import type { PropertySchema } from './vocabulary';

/** A time of day with its seconds (spec §3 words time rows HH:mm:ss). */
const WITH_SECONDS = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export const TYPED_FORMS: Record<string, (typed: string) => string> = {
  /** "0912 345 678", "+84 912 345 678" → "0912345678" (domain/phone.ts). */
  phone: storedPhone,
  /** "17:30:00" → "17:30": the academy's times are to the minute, as its forms show them. */
  clock: (typed) => (WITH_SECONDS.test(typed) ? typed.slice(0, 5) : typed),
  /** A product's or a reward's code, without the spaces around it. */
  code: (typed) => typed.trim(),
};

/** The value as it is kept: each string of a typed kind in its form, through rows and lists. */
export function asStored(property: PropertySchema | undefined, value: unknown): unknown {
  if (!property || value === null || value === undefined) return value;
  if (typeof value === 'string') return property.format && TYPED_FORMS[property.format] ? TYPED_FORMS[property.format](value) : value;
  if (Array.isArray(value)) return property.items ? value.map((item) => asStored(property.items, item)) : value;
  if (typeof value === 'object' && property.properties) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asStored(property.properties![key], inner)]));
  }
  return value;
}

/** A body's fields as they are kept (see asStored), by the properties of its schema. */
export function bodyAsStored(properties: Record<string, PropertySchema>, body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, asStored(properties[key], value)]));
}
