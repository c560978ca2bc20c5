/**
 * The subscription side of the demo: what each package costs, the platform's
 * coupons, academy `demo`'s past payments and invoices (paid, paid with a coupon,
 * a cancelled checkout now overdue), and three small academies in the states the
 * blocking screens are about: `hethan` (plan expired, after a paid setup and a year
 * of maintenance), `dungthu` (trial expired) and `nangcap` (trial running). Prices
 * come from the same rules as a real order.
 */
import type { EntityModel } from '../core/crud/entity-model';
import { priceOrder, type PackageFees, type Price } from '../modules/plan/plan-price';
import { foldText } from '../core/search-text';
import type { PlanChoice } from '../../domain/plan-options';
import type { Db } from '../db/client';
import { insertRows } from './insert-rows';

type Fees = PackageFees & { showing_maintain_fee: number; showing_maintain_fee_per_year: number };

/** Monthly and yearly prices next to the higher "shown" list prices the packages page strikes through. */
export const PACKAGE_FEES: Record<string, Fees> = {
  trial: {
    setup_hub_fee: 0,
    setup_mobile_fee: 0,
    maintain_fee: 0,
    showing_maintain_fee: 0,
    maintain_fee_per_year: 0,
    showing_maintain_fee_per_year: 0,
    out_size_user_fee: 0,
  },
  basic: {
    setup_hub_fee: 5_000_000,
    setup_mobile_fee: 15_000_000,
    maintain_fee: 1_000_000,
    showing_maintain_fee: 1_200_000,
    maintain_fee_per_year: 10_000_000,
    showing_maintain_fee_per_year: 14_400_000,
    out_size_user_fee: 2_000,
  },
  full: {
    setup_hub_fee: 10_000_000,
    setup_mobile_fee: 20_000_000,
    maintain_fee: 2_500_000,
    showing_maintain_fee: 3_000_000,
    maintain_fee_per_year: 25_000_000,
    showing_maintain_fee_per_year: 36_000_000,
    out_size_user_fee: 1_500,
  },
};

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const dateOf = (days: number) => at(days).slice(0, 10);

const COUPONS = [
  { code: 'KHAITRUONG10', description: 'Ưu đãi khai trương: giảm 10%', percent: 10, valid_until: at(180), max_uses: 100, used_count: 1 },
  {
    code: 'GIAM500K',
    description: 'Giảm 500.000 đ cho đơn hàng gói dịch vụ',
    amount: 500_000,
    valid_until: at(90),
    max_uses: 50,
    used_count: 0,
  },
  { code: 'TET2025', description: 'Ưu đãi Tết 15% (đã kết thúc)', percent: 15, valid_until: at(-30), max_uses: 200, used_count: 37 },
  { code: 'VIP50', description: 'Giảm 50% cho khách hàng thân thiết', percent: 50, valid_until: at(365), max_uses: 1, used_count: 1 },
];

export interface StaffLogin {
  user_name: string;
  password_hash: string;
  name: string;
  user_type: string;
}

export interface PastPayment {
  plan_choice: PlanChoice;
  action: string;
  coupon?: string;
  setupDone: { hub: boolean; mobile: boolean };
  createdDaysAgo: number;
  status: 'SUCCESS' | 'CANCEL';
  payment_type: number;
  /** Days from now of the period a success bought. */
  period?: [number, number];
}

/** Academy demo's history: last year's setup and year, this year's renewal with a coupon, an abandoned mobile add-on. */
const DEMO_HISTORY: PastPayment[] = [
  {
    plan_choice: 'HUB',
    action: 'UPGRADE',
    setupDone: { hub: false, mobile: false },
    createdDaysAgo: 372,
    status: 'SUCCESS',
    payment_type: 2,
    period: [-365, 0],
  },
  {
    plan_choice: 'MAINTAIN_YEARLY',
    action: 'RENEWAL',
    coupon: 'KHAITRUONG10',
    setupDone: { hub: true, mobile: false },
    createdDaysAgo: 15,
    status: 'SUCCESS',
    payment_type: 3,
    period: [0, 365],
  },
  {
    plan_choice: 'HUB_MOBILE',
    action: 'RENEWAL',
    setupDone: { hub: true, mobile: false },
    createdDaysAgo: 12,
    status: 'CANCEL',
    payment_type: 3,
  },
];

/**
 * What an academy whose paid plan runs (or ran) until `expiresInDays` from now paid to
 * get there: the Hub's setup with its first year, then a year's maintenance up to that day.
 */
export const paidUpTo = (expiresInDays: number): PastPayment[] => [
  {
    plan_choice: 'HUB',
    action: 'UPGRADE',
    setupDone: { hub: false, mobile: false },
    createdDaysAgo: 731 - expiresInDays,
    status: 'SUCCESS',
    payment_type: 2,
    period: [expiresInDays - 730, expiresInDays - 365],
  },
  {
    plan_choice: 'MAINTAIN_YEARLY',
    action: 'RENEWAL',
    setupDone: { hub: true, mobile: false },
    createdDaysAgo: 366 - expiresInDays,
    status: 'SUCCESS',
    payment_type: 3,
    period: [expiresInDays - 365, expiresInDays],
  },
];

/** An academy's past plan payments with their invoices, priced by the same rules as a real order. */
export async function seedPlanHistory(
  db: Db,
  academy: { id: number; code: string; packageCode: string },
  history: PastPayment[],
  couponIds = new Map<string, number>(),
) {
  const pkg = await db.selectFrom('packages').select('id').where('code', '=', academy.packageCode).executeTakeFirstOrThrow();
  for (const past of history) {
    const coupon = past.coupon ? COUPONS.find((c) => c.code === past.coupon)! : null;
    const price = priceOrder({
      fees: PACKAGE_FEES[academy.packageCode],
      choice: past.plan_choice,
      duration: { duration: 1, duration_unit: 'YEAR' },
      setupDone: past.setupDone,
      playersOverLimit: 0,
      coupon: coupon && { code: coupon.code, percent: coupon.percent ?? null, amount: coupon.amount ?? null },
    }) as Price;
    const created = at(-past.createdDaysAgo);
    const paid = past.status === 'SUCCESS' ? at(-past.createdDaysAgo + 1) : null;
    const { id } = await db
      .insertInto('payments')
      .values({
        academy_id: academy.id,
        package_id: pkg.id,
        action: past.action,
        plan_choice: past.plan_choice,
        duration: 1,
        duration_unit: 'YEAR',
        breakdown: JSON.stringify(price.lines),
        subtotal: price.subtotal,
        discount: price.discount,
        amount: price.total,
        coupon_id: coupon ? couponIds.get(coupon.code)! : null,
        coupon_code: coupon?.code ?? null,
        status: past.status,
        payment_type: past.payment_type,
        gateway_reference: `SBX-${academy.code.toUpperCase()}-${past.createdDaysAgo}`,
        period_start: past.period ? at(past.period[0]) : null,
        period_end: past.period ? at(past.period[1]) : null,
        paid_at: paid,
        create_date: created,
        update_date: paid ?? created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('invoices')
      .values({
        academy_id: academy.id,
        payment_id: id,
        number: `INV-${created.slice(0, 4)}-${String(id).padStart(6, '0')}`,
        amount: price.total,
        status: paid ? 'PAID' : 'NEW',
        due_date: dateOf(-past.createdDaysAgo + 7),
        paid_date: paid,
        create_date: created,
      })
      .execute();
  }
}

/**
 * Small academies in each subscription state, for the blocking screens and the paying flows,
 * each with the payments a real one would have: the lapsed one paid its setup and a year of
 * maintenance before it ran out; a trial has paid nothing yet.
 */
const STATE_ACADEMIES = [
  {
    code: 'hethan',
    name: 'Trung tâm Võ thuật Rồng Vàng',
    packageCode: 'basic',
    expiresInDays: -3,
    branch: 'Rồng Vàng Hà Đông',
    history: paidUpTo(-3),
  },
  { code: 'dungthu', name: 'Trung tâm Âm nhạc Hoà Âm', packageCode: 'trial', expiresInDays: -1, branch: 'Hoà Âm Ba Đình', history: [] },
  {
    code: 'nangcap',
    name: 'Trung tâm Tiếng Anh Mầm Xanh',
    packageCode: 'trial',
    expiresInDays: 10,
    branch: 'Mầm Xanh Cầu Giấy',
    history: [],
  },
];

async function seedStateAcademies(db: Db, branches: EntityModel, packageIds: Map<string, number>, staff: StaffLogin[]) {
  for (const seed of STATE_ACADEMIES) {
    const { id } = await db
      .insertInto('academies')
      .values({
        code: seed.code,
        name: seed.name,
        package_id: packageIds.get(seed.packageCode)!,
        expired_on: at(seed.expiresInDays),
        settings: JSON.stringify({ common_settings: { app_language: 'vi', web_app_version: '1.0.0' } }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const branchIds = await insertRows(db, branches, id, [
      { name: seed.branch, address: 'Hà Nội', primary_contact: '0987654321', auditing_status: 1 },
    ]);
    await db
      .insertInto('users')
      .values(
        staff.map((s) => ({
          academy_id: id,
          ...s,
          branch_ids: JSON.stringify(s.user_type === 'admin' ? [] : branchIds),
          search_text: foldText(`${s.name} ${s.user_name}`),
        })),
      )
      .execute();
    await seedPlanHistory(db, { id: id, code: seed.code, packageCode: seed.packageCode }, seed.history);
  }
}

export async function seedSubscriptions(db: Db, models: Map<string, EntityModel>, staff: StaffLogin[]) {
  const packages = await db.selectFrom('packages').select(['id', 'code']).execute();
  const packageIds = new Map(packages.map((p) => [p.code, p.id]));
  const couponIds = new Map<string, number>();
  for (const coupon of COUPONS) {
    const { id } = await db.insertInto('coupons').values(coupon).returning('id').executeTakeFirstOrThrow();
    couponIds.set(coupon.code, id);
  }
  const demo = await db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
  await seedPlanHistory(db, { id: demo.id, code: 'demo', packageCode: 'full' }, DEMO_HISTORY, couponIds);
  await seedStateAcademies(db, models.get('branches')!, packageIds, staff);
}
