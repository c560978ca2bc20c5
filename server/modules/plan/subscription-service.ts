/**
 * The subscription service's reads (spec §7 `/api-public/...`): the academy's
 * plan and usage, package features, the platform's contact settings and the
 * academy's invoices. Unlike `/v1/api/admin/academies/my-academy` these answer a
 * lapsed academy too: it needs them to choose and pay.
 */
import type { TFunction } from 'i18next';
import { packageName } from '../../../domain/package-name';
import { FEATURES } from '../../../resources.config';
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import { ACADEMY_CODES } from '../../core/academy-service';
import { activePlayers } from './payment-service';
import { invoiceStatusOn } from './invoice-status';
import { academyToday } from '../../core/academy-clock';
import { planPackageSchema, type InvoiceStatus } from '../../../domain/subscription';

const DAY_MS = 86_400_000;

/** A package's columns: every field its answer requires (domain/subscription.ts). */
export const PACKAGE_COLUMNS = planPackageSchema.required;

export async function listPackages(db: Db, t: TFunction) {
  const plans = await db
    .selectFrom('packages')
    .select([...PACKAGE_COLUMNS])
    .orderBy('id')
    .execute();
  return plans.map((plan) => ({ ...plan, name: packageName(t, plan) }));
}

export async function subscriptionOf(ctx: RequestContext) {
  const academy = await ctx.db
    .selectFrom('academies')
    .select(['id', 'code', 'name', 'domain', 'expired_on', 'package_id', 'payment_status', 'payment_url'])
    .where('id', '=', ctx.academy.id)
    .executeTakeFirstOrThrow();
  const plan = await ctx.db
    .selectFrom('packages')
    .select([...PACKAGE_COLUMNS])
    .where('id', '=', academy.package_id)
    .executeTakeFirstOrThrow();
  const expiresIn = academy.expired_on ? new Date(academy.expired_on).getTime() - Date.now() : null;
  const lapsed = ctx.academy.lapsed;
  return {
    id: academy.id,
    code: academy.code,
    name: academy.name,
    domain: academy.domain,
    expired_on: academy.expired_on,
    days_left: expiresIn === null ? null : Math.max(0, Math.floor(expiresIn / DAY_MS)),
    package: { ...plan, name: packageName(ctx.t, plan) },
    usage: { players_used: await activePlayers(ctx), players_limit: plan.limit_players },
    /** The spec §4 state: null while the academy works, else the blocking code and its name. */
    lapsed: lapsed && { code: ACADEMY_CODES[lapsed], reason: lapsed },
    payment_status: academy.payment_status,
    payment_url: academy.payment_url,
  };
}

export function allFeatures(ctx: Pick<RequestContext, 't'>) {
  return FEATURES.map((name) => ({ name, meaning_name: ctx.t(`features.${name}`) }));
}

export function myFeatures(ctx: RequestContext) {
  return allFeatures(ctx).filter((f) => ctx.academy.features.has(f.name));
}

export async function platformSettings(db: Db) {
  const row = await db.selectFrom('platform_settings').select('common_setting').where('id', '=', 1).executeTakeFirst();
  return { common_setting: row?.common_setting ?? {} };
}

export interface InvoiceQuery {
  page: number;
  size: number;
  statuses?: InvoiceStatus[];
}

/** The academy's invoices, newest first; OVER_DUE is an unpaid invoice past its due date. */
export async function listInvoices(ctx: RequestContext, query: InvoiceQuery) {
  const status = invoiceStatusOn(academyToday(ctx.academy.timeZone));
  const base = ctx.db
    .selectFrom((eb) =>
      eb
        .selectFrom('invoices as i')
        .innerJoin('payments as p', (j) => j.onRef('p.id', '=', 'i.payment_id').onRef('p.academy_id', '=', 'i.academy_id'))
        .innerJoin('packages as pk', 'pk.id', 'p.package_id')
        .select([
          'i.id',
          'i.number',
          'i.amount',
          'i.due_date',
          'i.paid_date',
          'i.create_date',
          status.as('status'),
          'p.id as payment_id',
          'p.status as payment_status',
          'p.action',
          'p.plan_choice',
          'pk.code as package_code',
          'pk.name as package_name',
        ])
        .where('i.academy_id', '=', ctx.academy.id)
        .as('v'),
    )
    .$if(Boolean(query.statuses?.length), (q) => q.where('v.status', 'in', query.statuses!));
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('v.create_date', 'desc')
    .orderBy('v.id', 'desc')
    .limit(query.size)
    .offset(query.page * query.size)
    .execute();
  const totalElements = Number(total.n);
  return {
    page: query.page,
    size: query.size,
    total_elements: totalElements,
    total_pages: Math.ceil(totalElements / query.size),
    content: rows.map(({ package_code, ...row }) => ({
      ...row,
      package_name: packageName(ctx.t, { code: package_code, name: row.package_name }),
    })),
  };
}
