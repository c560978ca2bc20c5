/**
 * The academy profile the app loads first. It is also where a lapsed
 * subscription shows: the spec §4 codes make the app replace itself with the
 * matching blocking screen.
 */
import { packageName } from '../../domain/package-name';
import type { RequestContext } from './context';
import { ApiError } from './errors';

export const ACADEMY_CODES = {
  TRIAL_ACADEMY_EXPIRED: '001.003.001',
  ACADEMY_EXPIRED: '001.003.002',
  ACADEMY_PENDING_PAYMENT: '001.003.003',
} as const;

export interface AcademyState {
  is_trial: boolean;
  expired_on: string | null;
  payment_status: string;
}

/** The blocking code for an academy's state, or null when it may work. */
export function subscriptionBlock(state: AcademyState, now = new Date()): keyof typeof ACADEMY_CODES | null {
  if (state.payment_status === 'PENDING') return 'ACADEMY_PENDING_PAYMENT';
  if (state.expired_on && new Date(state.expired_on) <= now) return state.is_trial ? 'TRIAL_ACADEMY_EXPIRED' : 'ACADEMY_EXPIRED';
  return null;
}

export async function myAcademy(ctx: RequestContext) {
  const row = await ctx.db
    .selectFrom('academies as a')
    .innerJoin('packages as p', 'p.id', 'a.package_id')
    .select([
      'a.id',
      'a.code',
      'a.name',
      'a.domain',
      'a.expired_on',
      'a.payment_url',
      'a.industry_type',
      'a.director',
      'a.size',
      'a.city',
      'a.address',
      'a.time_zone',
      'a.primary_contact',
      'a.account_name',
      'a.account_number',
      'a.bank_name',
      'a.logo',
      'a.qr_code',
      'p.id as package_id',
      'p.code as package_code',
      'p.name as package_name',
      'p.is_trial',
      'p.limit_players',
      'p.features',
    ])
    .where('a.id', '=', ctx.academy.id)
    .executeTakeFirstOrThrow();
  const block = ctx.academy.lapsed;
  if (block) {
    const message = ctx.t(`errors.${block}`);
    const data = block === 'ACADEMY_PENDING_PAYMENT' ? { payment_url: row.payment_url } : undefined;
    throw new ApiError(403, ACADEMY_CODES[block], message, undefined, data);
  }
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    domain: row.domain,
    expired_on: row.expired_on,
    // Its details and bank account (settings → general).
    director: row.director,
    size: row.size,
    city: row.city,
    address: row.address,
    time_zone: row.time_zone,
    primary_contact: row.primary_contact,
    account_name: row.account_name,
    account_number: row.account_number,
    bank_name: row.bank_name,
    logo: row.logo,
    qr_code: row.qr_code,
    industry_type: row.industry_type,
    package: {
      id: row.package_id,
      code: row.package_code,
      name: packageName(ctx.t, { code: row.package_code, name: row.package_name }),
      is_trial: row.is_trial,
      limit_players: row.limit_players,
      features: row.features,
    },
  };
}
