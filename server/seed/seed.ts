/**
 * Fills an empty database with a realistic demo: academy `demo` (served on plain
 * localhost) and academy `beta` (for tenant checks), each with three branches,
 * classes, players and staff logins. Deterministic, so tests can rely on it.
 */
import { sql } from 'kysely';
import { FEATURES, type Feature } from '../../resources.config';
import type { EntityModel } from '../core/crud/entity-model';
import { hashPassword } from '../modules/auth/passwords';
import { packageSends } from '../modules/notifications/academy-sends';
import type { Db } from '../db/client';
import { address, birthDate, mobile, parentOf, personName, randomSource, type Random } from './demo-people';
import { foldText } from '../core/search-text';
import { insertRows } from './insert-rows';
import { seedAttendance } from './seed-attendance';
import { openSessionLedgers } from './seed-session-ledger';
import { seedFreezesAndCredits } from './seed-makeups';
import { seedNotifications } from './seed-notifications';
import { seedOperations, withLevel, type SeededPlayer } from './seed-operations';
import { seedLinks } from './seed-links';
import { PACKAGE_FEES, paidUpTo, seedPlanHistory, seedSubscriptions } from './seed-subscription';
import { seedPayslips } from './seed-payslips';
import { seedOrders } from './seed-orders';

export const DEMO_LOGINS = [
  { user_name: 'admin', password: 'Admin@123', user_type: 'admin', name: 'Nguyễn Quản Trị' },
  { user_name: 'manager', password: 'Manager@123', user_type: 'manager', name: 'Trần Minh Quản' },
  { user_name: 'teacher', password: 'Teacher@123', user_type: 'teacher', name: 'Lê Thu Giảng' },
] as const;

const TRIAL_FEATURES: Feature[] = ['general.basic', 'general.attendance', 'general.schedule', 'general.profile', 'manager.branch'];
const BASIC_FEATURES: Feature[] = FEATURES.filter(
  (f) =>
    f.startsWith('general.') || f === 'manager.branch' || f === 'manager.course' || f === 'setup.application' || f === 'setup.language',
);

const PACKAGES = [
  { code: 'trial', name: 'Dùng thử', is_trial: true, features: TRIAL_FEATURES, limit_players: 50 },
  { code: 'basic', name: 'Cơ bản', is_trial: false, features: BASIC_FEATURES, limit_players: 500 },
  { code: 'full', name: 'Toàn diện', is_trial: false, features: [...FEATURES], limit_players: 2000 },
];

/** What an academy is seeded with; the same code seeds the demo and any other academy (tests, load). */
export interface AcademySeed {
  code: string;
  name: string;
  packageCode: 'trial' | 'basic' | 'full';
  branches: string[];
  players: number;
  /**
   * Days until its plan ends (a year unless told); negative: it ended that many days ago,
   * and on a paid package, after the payments that got it there (its setup and a year's maintenance).
   */
  expiresInDays?: number;
  /** Its details and bank account (settings → general). */
  details?: Record<string, string | number>;
}

/** The demo academy, served on plain localhost. */
export const DEMO_ACADEMY: AcademySeed = {
  code: 'demo',
  name: 'Học viện Bóng đá Ngôi Sao',
  packageCode: 'full',
  branches: ['Cơ sở Cầu Giấy', 'Cơ sở Thanh Xuân', 'Cơ sở Long Biên'],
  players: 300,
  details: {
    director: 'Nguyễn Quản Trị',
    size: 3,
    city: 'Hà Nội',
    address: '12 Trần Thái Tông, Cầu Giấy',
    primary_contact: '0243765432',
    account_name: 'HOC VIEN BONG DA NGOI SAO',
    account_number: '0011004455667',
    bank_name: 'Vietcombank - CN Hà Nội',
    // Football (spec §3 industry types).
    industry_type: 1,
  },
};
/** A second academy on the basic package, at beta.localhost. */
export const BETA_ACADEMY: AcademySeed = {
  code: 'beta',
  name: 'Trung tâm Anh ngữ Beta',
  packageCode: 'basic',
  branches: ['Beta Hoàn Kiếm', 'Beta Đống Đa', 'Beta Tây Hồ'],
  players: 30,
};

const slot = (day_of_week: string, start_time: string, end_time: string) => ({ day_of_week, start_time, end_time });
/** The classes of every branch with their weekly slots (day 1 = Monday … 7 = Sunday). */
const CLASSES = [
  { name: 'U8 Sáng thứ Bảy', schedules: [slot('6', '08:00', '09:30'), slot('7', '08:00', '09:30')] },
  { name: 'U10 Chiều thứ Tư', schedules: [slot('1', '17:00', '18:30'), slot('3', '17:00', '18:30')] },
  { name: 'U12 Tối thứ Sáu', schedules: [slot('5', '18:30', '20:00')] },
  { name: 'U15 Nâng cao', schedules: [slot('2', '17:30', '19:00'), slot('4', '17:30', '19:00')] },
];

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('academies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export async function seedDemo(db: Db, models: Map<string, EntityModel>): Promise<void> {
  for (const p of PACKAGES)
    await db
      .insertInto('packages')
      .values({ ...p, ...PACKAGE_FEES[p.code] })
      .execute();
  for (const [index, seed] of [DEMO_ACADEMY, BETA_ACADEMY].entries()) await seedAcademy(db, models, seed, 1000 + index);
  const passwordHashes = await demoPasswordHashes();
  await seedSubscriptions(
    db,
    models,
    DEMO_LOGINS.map(({ user_name, name, user_type }, i) => ({ user_name, name, user_type, password_hash: passwordHashes[i] })),
  );
}

let hashing: Promise<string[]> | undefined;
/** The demo logins' password hashes, computed once per process (scrypt is slow on purpose). */
const demoPasswordHashes = () => (hashing ??= Promise.all(DEMO_LOGINS.map((l) => hashPassword(l.password))));

/**
 * One academy with the demo's data: branches, classes, players, a shop, money, attendance,
 * payslips and the demo logins. The packages must be seeded (seedDemo does it first).
 * `randomSeed` makes the data deterministic; returns the academy's id.
 */
export async function seedAcademy(db: Db, models: Map<string, EntityModel>, seed: AcademySeed, randomSeed = 1000): Promise<number> {
  const r = randomSource(randomSeed);
  const pkg = await db.selectFrom('packages').select('id').where('code', '=', seed.packageCode).executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('academies')
    .values({
      code: seed.code,
      name: seed.name,
      package_id: pkg.id,
      expired_on: new Date(Date.now() + (seed.expiresInDays ?? 365) * 86_400_000).toISOString(),
      settings: JSON.stringify({ common_settings: { app_language: 'vi', web_app_version: '1.0.0' } }),
      ...seed.details,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const academyId = id;
  const branchIds = await insertRows(
    db,
    models.get('branches')!,
    academyId,
    seed.branches.map((name) => ({
      name,
      address: address(r),
      primary_contact: mobile(r),
      auditing_status: 1,
    })),
  );
  const classes = await seedClasses(db, models.get('classes')!, academyId, branchIds, r);
  const players = await seedPlayers(db, models.get('players')!, academyId, classes, seed.players, r);
  await seedPractices(db, models.get('practices')!, academyId, branchIds, r);
  await seedOperations({ db, models, academyId, branchIds, players, r });
  await seedOrders(db, models.get('orders')!, { id: academyId, code: seed.code, name: seed.name }, branchIds, r);
  await seedLinks({ db, models, academyId, branchIds, r });
  await seedAttendance(db, academyId);
  await openSessionLedgers(db, sql`(${academyId})`);
  await seedFreezesAndCredits(db, academyId);
  if (packageSends(PACKAGES.find((p) => p.code === seed.packageCode)!.features))
    await seedNotifications(db, { id: academyId, name: seed.name });
  await seedPayslips(db, models, { id: academyId, code: seed.code, name: seed.name });
  const expiresInDays = seed.expiresInDays ?? 365;
  if (expiresInDays < 0 && seed.packageCode !== 'trial')
    await seedPlanHistory(db, { id: academyId, code: seed.code, packageCode: seed.packageCode }, paidUpTo(expiresInDays));
  const passwordHashes = await demoPasswordHashes();
  await db
    .insertInto('users')
    .values(
      DEMO_LOGINS.map((l, i) => ({
        academy_id: academyId,
        user_name: l.user_name,
        password_hash: passwordHashes[i],
        name: l.name,
        user_type: l.user_type,
        branch_ids: JSON.stringify(l.user_type === 'admin' ? [] : branchIds.slice(0, 2)),
        search_text: foldText(`${l.name} ${l.user_name}`),
      })),
    )
    .execute();
  await linkTeacherLogin(db, academyId);
  return academyId;
}

/**
 * The teacher login is the first branch's first teacher record (its *Login account*): the teachers'
 * area then shows the classes that record teaches, lessons on five days of the week.
 */
async function linkTeacherLogin(db: Db, academyId: number): Promise<void> {
  const login = await db
    .selectFrom('users')
    .select('id')
    .where('academy_id', '=', academyId)
    .where('user_name', '=', 'teacher')
    .executeTakeFirstOrThrow();
  const teacher = await db.selectFrom('managers').select('id').where('academy_id', '=', academyId).orderBy('id').executeTakeFirstOrThrow();
  await db.updateTable('managers').set({ user_id: login.id }).where('id', '=', teacher.id).execute();
}

async function seedClasses(db: Db, model: EntityModel, academyId: number, branchIds: number[], r: Random) {
  const rows = branchIds.flatMap((branch_id) =>
    CLASSES.map(({ name, schedules }) => ({
      name,
      branch_id,
      schedules,
      course_fee: r.int(8, 30) * 100_000,
      auditing_status: 1,
      description: `Lớp ${name.toLowerCase()}`,
    })),
  );
  const ids = await insertRows(db, model, academyId, rows);
  return ids.map((id, i) => ({ id, branch_id: rows[i].branch_id, schedules: rows[i].schedules }));
}

/** Players spread over the classes; one in twenty inactive, as in a real roster. */
export async function seedPlayers(
  db: Db,
  model: EntityModel,
  academyId: number,
  classes: Array<{ id: number; branch_id: number; schedules?: unknown[] }>,
  count: number,
  r: Random,
): Promise<SeededPlayer[]> {
  const rows = Array.from({ length: count }, () => {
    const klass = r.pick(classes);
    const name = personName(r);
    return {
      name,
      date_of_birth: birthDate(r, 2010, 2019),
      clothes_number: r.int(1, 99),
      branch_id: klass.branch_id,
      class_id: klass.id,
      schedules: klass.schedules ?? [],
      parent_name: parentOf(r, name),
      mobile: mobile(r),
      address: address(r),
      number_of_units: r.int(-1, 24),
      ...withLevel(r.int(0, 1500)),
      auditing_status: r.next() < 0.05 ? 0 : 1,
    };
  });
  const ids = await insertRows(db, model, academyId, rows);
  return ids.map((id, i) => ({ id, branch_id: rows[i].branch_id, class_id: rows[i].class_id }));
}

/** A handful of free-trial registrations from the public form, at slots the branches offer. */
async function seedPractices(db: Db, model: EntityModel, academyId: number, branchIds: number[], r: Random) {
  const rows = Array.from({ length: 6 }, (_, i) => {
    const name = personName(r);
    const klass = r.pick(CLASSES);
    return {
      name,
      date_of_birth: birthDate(r, 2012, 2020),
      branch_id: r.pick(branchIds),
      schedules: klass.schedules.slice(0, 1),
      parent_name: parentOf(r, name),
      mobile: mobile(r),
      address: address(r),
      registration_status: i < 3 ? 1 : r.int(2, 4),
    };
  });
  await insertRows(db, model, academyId, rows);
}
