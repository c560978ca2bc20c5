/**
 * Spec §5 validation messages for ajv errors. Pure and React-free: the server
 * imports it too, so an API 422 and a form error read the same in each language.
 * The texts live in vi.json / en.json under `validation`.
 */
import { formatNumber } from './money';

export interface ValidationErrorLike {
  keyword: string;
  params: Record<string, unknown>;
}

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** Spec §5 defaults when a length rule carries no limit. */
const DEFAULT_MIN_LENGTH = 2;
const DEFAULT_MAX_LENGTH = 10;

const FORMAT_KEYS: Record<string, string> = {
  email: 'email',
  domain: 'domain',
  uri: 'url',
  url: 'url',
  numeric: 'numeric',
  phone: 'numeric',
  code: 'code',
  alpha: 'alpha',
  alphanumeric: 'alphanumeric',
  'no-special': 'noSpecial',
  date: 'date',
  'date-time': 'date',
  time: 'time',
  clock: 'time',
  month: 'month',
  username: 'userName',
  'id-list': 'ids',
};

/**
 * Keywords checked outside ajv (cross-field rules); callers build
 * `{keyword, params: {}}` errors with these names.
 */
const APP_KEYWORDS: Record<string, string> = {
  confirmPassword: 'confirmPassword',
  timeRange: 'timeRange',
  'x-time-range': 'timeRange',
  eventSchedules: 'eventSchedules',
  'x-filled-row': 'eventSchedules',
  'x-not-future': 'futureDate',
};

function limit(params: Record<string, unknown>, fallback?: number): unknown {
  return typeof params.limit === 'number' ? params.limit : fallback;
}

/** The message for one error, e.g. `{keyword: 'minLength', params: {limit: 2}}` → 'Enter characters at least 2 !'. */
export function validationMessage(error: ValidationErrorLike, t: Translate): string {
  const { keyword, params } = error;
  switch (keyword) {
    case 'required':
      return t('validation.required');
    // A list that needs at least one row (a practice's schedule) and has none is simply unfilled.
    case 'minItems':
      return t(params.limit === 1 ? 'validation.required' : 'validation.invalid');
    // Likewise a text that must merely not be empty (a pause message, a gateway key).
    case 'minLength':
      return params.limit === 1 ? t('validation.required') : t('validation.minLength', { limit: limit(params, DEFAULT_MIN_LENGTH) });
    case 'maxLength':
      return t('validation.maxLength', { limit: limit(params, DEFAULT_MAX_LENGTH) });
    case 'minimum':
    case 'exclusiveMinimum':
      return t('validation.minimum', { limit: formatNumber(Number(limit(params))) });
    case 'maximum':
    case 'exclusiveMaximum':
      return t('validation.maximum', { limit: formatNumber(Number(limit(params))) });
    case 'type':
      return t(params.type === 'integer' || params.type === 'number' ? 'validation.number' : 'validation.invalid');
    case 'enum':
      return t('validation.enum');
    case 'format': {
      const key = FORMAT_KEYS[String(params.format)];
      return t(key ? `validation.${key}` : 'validation.invalid');
    }
    default:
      return t(APP_KEYWORDS[keyword] ? `validation.${APP_KEYWORDS[keyword]}` : 'validation.invalid');
  }
}
