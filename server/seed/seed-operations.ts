/**
 * The rest of a demo academy's records, so every screen opens on believable data:
 * staff, courses, the shop, money in and out over the past months, transport,
 * events and leave requests. Dates are relative to today.
 */
import { defaultSettings } from '../../schemas/settings';
import { memberLevel } from '../../domain/loyalty';
import { TUITION_LINK_DAYS } from '../../domain/tuition-fee';
import type { EntityModel } from '../core/crud/entity-model';
import type { Db } from '../db/client';
import { address, birthDate, mobile, personName, type Random } from './demo-people';
import { insertRows } from './insert-rows';
import { seedBankTransfers } from './seed-bank-transfers';

/** A member's points and the level they reach under the default earn-points thresholds, as once the app runs. */
export const withLevel = (points: number) => ({ points, level: memberLevel(points, defaultSettings.point_settings.level) });

export interface SeededPlayer {
  id: number;
  branch_id: number;
  class_id: number;
}

interface Scope {
  db: Db;
  models: Map<string, EntityModel>;
  academyId: number;
  branchIds: number[];
  players: SeededPlayer[];
  r: Random;
}

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const insert = (s: Scope, name: string, rows: Array<Record<string, unknown>>) => insertRows(s.db, s.models.get(name)!, s.academyId, rows);

const REVENUE_TYPES = ['Học phí', 'Bán sản phẩm', 'Tài trợ', 'Giải đấu', 'Phí xe đưa đón'];
/** Spec §3 transaction category codes, plus the one shop orders book into. */
const REVENUE_CODES: Record<string, string> = {
  'Học phí': 'REVENUE_MEMBERSHIP_FEE',
  'Phí xe đưa đón': 'REVENUE_TRANSPORT_FEE',
  'Bán sản phẩm': 'REVENUE_PRODUCT',
};
const EXPENSE_TYPES = ['Lương giáo viên', 'Thuê sân bóng', 'Vận chuyển', 'Quảng cáo', 'Hoàn học phí', 'Chi phí khác'];
/** The expense category a paid payslip books into (server/modules/money/system-categories.ts). */
const EXPENSE_CODES: Record<string, string> = { 'Lương giáo viên': 'EXPENSE_TEACHER_SALARY' };
const PRODUCTS = [
  { name: 'Áo đấu sân nhà', code: 'AO01', price: 250_000 },
  { name: 'Áo đấu sân khách', code: 'AO02', price: 250_000 },
  { name: 'Quần thi đấu', code: 'QU01', price: 150_000 },
  { name: 'Giày đinh TF', code: 'GI01', price: 650_000 },
  { name: 'Bóng số 4', code: 'BO04', price: 320_000 },
  { name: 'Bình nước', code: 'BN01', price: 60_000 },
];

export async function seedOperations(s: Scope): Promise<void> {
  const { r, branchIds, players } = s;
  await insert(s, 'courses', [
    { name: 'Khoá cơ bản 12 buổi', course_type: 1, fee: 1_800_000, number_of_units: 12, duration_in_days: 60, auditing_status: 1 },
    { name: 'Khoá nâng cao 24 buổi', course_type: 1, fee: 3_200_000, number_of_units: 24, duration_in_days: 120, auditing_status: 1 },
    { name: 'Gói tháng', course_type: 2, fee: 1_200_000, duration_in_days: 30, auditing_status: 1 },
  ]);
  const managerIds = await insert(
    s,
    'managers',
    branchIds.flatMap((branch_id) =>
      [1, 2].map((i) => ({
        name: personName(r),
        date_of_birth: birthDate(r, 1980, 2000),
        mobile: mobile(r),
        branch_id,
        address: address(r),
        degree_type: r.int(1, 3),
        salary_type: i === 1 ? 'MONTHLY' : 'SESSION',
        salary: i === 1 ? r.int(70, 120) * 100_000 : r.int(2, 4) * 100_000,
        auditing_status: 1,
      })),
    ),
  );
  await assignTeachers(s, managerIds);
  const [categoryId] = await insert(s, 'categories', [
    { name: 'Trang phục', description: 'Áo, quần thi đấu', auditing_status: 1 },
    { name: 'Dụng cụ', description: 'Bóng, giày, phụ kiện', auditing_status: 1 },
  ]);
  const productIds = await insert(
    s,
    'products',
    PRODUCTS.map((p, i) => ({
      name: p.name,
      code: p.code,
      category_id: categoryId + (i < 3 ? 0 : 1),
      retail_price: Math.round(p.price * 1.2),
      selling_price: p.price,
      auditing_status: 1,
    })),
  );
  const supplierIds = await insert(s, 'suppliers', [
    {
      name: 'Công ty Thể thao Động Lực',
      contact_name: 'Nguyễn Văn Hải',
      contact_number: '0243868686',
      address: address(r),
      auditing_status: 1,
    },
    {
      name: 'Kho Dụng cụ Thể thao Hà Nội',
      contact_name: 'Trần Thị Mai',
      contact_number: '0912000111',
      address: address(r),
      auditing_status: 1,
    },
  ]);
  await insert(
    s,
    'inventory_histories',
    productIds.map((product_id, i) => ({
      product_id,
      supplier_id: supplierIds[i % 2],
      quantity: r.int(10, 50),
      unit_price: Math.round(PRODUCTS[i].price * 0.6),
      shipping_fee: 50_000,
      at_date: day(-r.int(5, 60)),
    })),
  );
  const categoryIds = await insert(s, 'transaction_categories', [
    ...REVENUE_TYPES.map((name) => ({
      name,
      category_type: 3,
      target: name === 'Học phí' ? 'PLAYER' : 'NONE',
      code: REVENUE_CODES[name],
      auditing_status: 1,
    })),
    ...EXPENSE_TYPES.map((name) => ({
      name,
      category_type: 1,
      target: name === 'Lương giáo viên' ? 'TEACHER' : 'NONE',
      code: EXPENSE_CODES[name],
      auditing_status: 1,
    })),
  ]);
  const [feeCategory, ...otherRevenue] = categoryIds.slice(0, REVENUE_TYPES.length);
  const expenseCategories = categoryIds.slice(REVENUE_TYPES.length);
  const revenues = Array.from({ length: 60 }, (_, i) => {
    const player = r.pick(players);
    const isFee = i % 3 !== 0;
    return {
      title: isFee ? 'Học phí khoá học' : 'Thu khác',
      category_id: isFee ? feeCategory : r.pick(otherRevenue),
      branch_id: player.branch_id,
      player_id: isFee ? player.id : null,
      amount: isFee ? r.pick([1_200_000, 1_800_000, 3_200_000]) : r.int(2, 30) * 100_000,
      at_date: day(-r.int(0, 330)),
      payment_type: r.int(1, 2),
      transaction_status: r.next() < 0.9 ? 1 : 4,
    };
  });
  const revenueIds = await insert(s, 'revenues', revenues);
  // A parent who opened an unpaid fee's payment link, made two days ago, and left VNPay's page without paying.
  const unpaid = revenues.findIndex((row) => row.player_id !== null && row.transaction_status === 4);
  if (unpaid >= 0) {
    await s.db
      .insertInto('tuition_links')
      .values({
        academy_id: s.academyId,
        revenue_id: revenueIds[unpaid],
        expires_at: new Date(Date.now() + (TUITION_LINK_DAYS - 2) * DAY_MS).toISOString(),
        create_date: new Date(Date.now() - 2 * DAY_MS).toISOString(),
      })
      .execute();
    await s.db
      .insertInto('tuition_payments')
      .values({
        academy_id: s.academyId,
        revenue_id: revenueIds[unpaid],
        txn_ref: `R${revenueIds[unpaid]}TSEED`,
        amount: revenues[unpaid].amount,
      })
      .execute();
  }
  await seedBankTransfers(s.db, s.academyId, revenueIds);
  await insert(
    s,
    'expenses',
    Array.from({ length: 30 }, () => {
      const category = r.pick(expenseCategories);
      return {
        title: 'Chi hoạt động',
        category_id: category,
        branch_id: r.pick(branchIds),
        manager_id: category === expenseCategories[0] ? r.pick(managerIds) : null,
        amount: r.int(5, 80) * 100_000,
        at_date: day(-r.int(0, 330)),
        payment_type: r.int(1, 2),
      };
    }),
  );
  await insert(
    s,
    'bus_stops',
    branchIds.flatMap((branch_id) =>
      ['Cổng chính khu đô thị', 'Ngã tư trung tâm'].map((name, i) => ({
        name,
        branch_id,
        pickup_time: i === 0 ? '06:45' : '07:05',
        address: address(r),
        auditing_status: 1,
      })),
    ),
  );
  const rewardIds = await insert(s, 'rewards', [
    { name: 'Bình nước Ngôi Sao', code: 'RW01', point_value: 200, expired_date: day(180), auditing_status: 1 },
    { name: 'Áo đấu có chữ ký', code: 'RW02', point_value: 1200, expired_date: day(90), auditing_status: 1 },
    { name: 'Buổi tập 1 kèm 1', code: 'RW03', point_value: 600, expired_date: day(60), auditing_status: 1 },
  ]);
  await insert(
    s,
    'redeems',
    players.slice(0, 4).map((p, i) => ({
      branch_id: p.branch_id,
      player_id: p.id,
      reward_id: rewardIds[i % rewardIds.length],
      point_used: [200, 1200, 600][i % 3],
      redeem_status: i === 0 ? 1 : 7,
      issue_date: day(-i * 7),
      customer_mobile: mobile(r),
      customer_address: address(r),
    })),
  );
  await insert(s, 'events', [
    {
      title: 'Trại hè bóng đá 2026',
      event_type: 1,
      location: 'Sân vận động Mỹ Đình',
      branch_id: branchIds[0],
      start_date: day(20),
      end_date: day(26),
      auditing_status: 1,
      schedules: [
        { at_time: '07:30', content: 'Đón học viên, khởi động' },
        { at_time: '09:00', content: 'Tập kỹ thuật theo nhóm' },
        { at_time: '15:30', content: 'Đấu tập giao hữu' },
      ],
    },
    {
      title: 'Giải giao hữu cuối tuần',
      event_type: 3,
      location: 'Sân cỏ nhân tạo Cầu Giấy',
      branch_id: branchIds[1],
      start_date: day(6),
      end_date: day(6),
      repeat_type: 2,
      auditing_status: 1,
    },
  ]);
  await insert(
    s,
    'time_offs',
    players.slice(10, 15).map((p, i) => ({
      branch_id: p.branch_id,
      player_id: p.id,
      class_id: p.class_id,
      at_date: day(i - 1),
      reason: 'Gia đình có việc bận',
      status: i < 3 ? 0 : 1,
    })),
  );
  // Parents who bought from the shop: their accounts carry the phone their children are registered under.
  const parents = await s.db
    .selectFrom('players')
    .select(['parent_name', 'mobile', 'address'])
    .where('academy_id', '=', s.academyId)
    .orderBy('id')
    .limit(12)
    .execute();
  await insert(
    s,
    'customers',
    parents.map((p) => ({ name: p.parent_name, mobile: p.mobile, address: p.address, ...withLevel(r.int(0, 1500)) })),
  );
  await insert(s, 'merchants', [
    { name: 'Cửa hàng Thể thao Bình Minh', account_name: 'Lê Văn Bình', mobile: mobile(r), address: address(r), auditing_status: 1 },
    { name: 'Nhà sách Thiếu Nhi', account_name: 'Phạm Thu Hà', mobile: mobile(r), address: address(r), auditing_status: 1 },
  ]);
}

/** Each class is taught by one of its branch's teachers (alternately), the U15 class by both. */
async function assignTeachers(s: Scope, managerIds: number[]): Promise<void> {
  const classes = await s.db
    .selectFrom('classes')
    .select(['id', 'branch_id', 'name'])
    .where('academy_id', '=', s.academyId)
    .orderBy('id')
    .execute();
  for (const [i, klass] of classes.entries()) {
    const own = managerIds.filter((_, m) => s.branchIds[Math.floor(m / 2)] === klass.branch_id);
    const teachers = String(klass.name).startsWith('U15') ? own : [own[i % own.length]];
    await s.db
      .updateTable('classes')
      .set({ manager_ids: JSON.stringify(teachers) })
      .where('id', '=', klass.id)
      .execute();
  }
}
