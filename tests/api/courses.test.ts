/** Courses and their classes: a class belongs to a course, a course with classes stays, a player enrols at its fee and sessions. */
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../domain/i18n/en.json' with { type: 'json' };
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
type Call = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number };

let admin: Call;
let branchId: number;

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  branchId = (await admin({ method: 'GET', url: '/v1/api/admin/branches?sort=id:asc' })).json().data.content[0].id;
});

const created = async (url: string, payload: object): Promise<Row> => {
  const res = await admin({ method: 'POST', url: `/v1/api/${url}`, payload, headers: { 'accept-language': 'en' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const course = (over: object = {}) =>
  created('admin/course-master', {
    name: 'Khoá bơi 16 buổi',
    course_type: 1,
    fee: 2_400_000,
    number_of_units: 16,
    duration_in_days: 90,
    auditing_status: 1,
    ...over,
  });
const klass = (over: object = {}) =>
  created('admin/classes', { name: 'Bơi thiếu nhi', branch_id: branchId, course_fee: 1_500_000, auditing_status: 1, ...over });
const player = (classId: number, over: object = {}) => ({
  name: 'Đỗ Gia Huy',
  date_of_birth: '2015-09-12',
  branch_id: branchId,
  class_id: classId,
  parent_name: 'Đỗ Văn Tâm',
  mobile: '0912345678',
  ...over,
});
const enrol = (classId: number, over: object = {}) => created('players', player(classId, over));
const membershipFeeOf = async (playerId: number): Promise<Row | undefined> =>
  (await admin({ method: 'GET', url: `/v1/api/admin/transactions?playerIds=${playerId}&size=50` }))
    .json()
    .data.content.find((r: Row) => String(r.title).startsWith('Enrolment fee'));
const usePricing = async (model: 'base_course' | 'monthly') => {
  const transaction_settings = {
    fee_transaction_type_default: model,
    fee_transaction_duration_in_units: 12,
    fee_transaction_duration_in_days: 30,
    fee_transaction_value: 950_000,
  };
  expect((await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { transaction_settings } })).statusCode).toBe(200);
};

describe('a class of a course', () => {
  it('answers its course by name, and the course’s classes by the courseIds filter', async () => {
    const swim = await course();
    const cls = await klass({ course_id: swim.id });
    expect(cls.course).toEqual({ id: swim.id, name: 'Khoá bơi 16 buổi' });
    await klass({ name: 'Lớp không khoá' });
    const listed = (await admin({ method: 'GET', url: `/v1/api/admin/classes?courseIds=${swim.id}` })).json().data;
    expect(listed.content.map((c: Row) => c.id)).toEqual([cls.id]);
  });

  it('refuses a course that does not exist, on its field, in the caller’s language', async () => {
    const res = await admin({
      method: 'POST',
      url: '/v1/api/admin/classes',
      headers: { 'accept-language': 'en' },
      payload: { name: 'Bơi người lớn', branch_id: branchId, auditing_status: 1, course_id: 999_999 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'course_id', message: en.validation.refNotFound }]);
  });

  it('keeps a course its classes belong to: the delete names them, and goes through once they moved', async () => {
    const swim = await course({ name: 'Khoá bơi mùa hè' });
    const cls = await klass({ course_id: swim.id });
    const refused = await admin({ method: 'DELETE', url: `/v1/api/admin/course-master/${swim.id}`, headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'HAS_DEPENDENTS', errors: [{ field: 'classes', message: '1 class' }] });
    const moved = await admin({ method: 'PATCH', url: `/v1/api/admin/classes/${cls.id}`, payload: { course_id: null } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/course-master/${swim.id}` })).statusCode).toBe(200);
  });
});

describe('enrolling by course', () => {
  let swim: Row;
  let cls: Row;
  beforeAll(async () => {
    await usePricing('base_course');
    swim = await course({ name: 'Khoá bơi nâng cao' });
    cls = await klass({ course_id: swim.id });
  });

  it('credits the class’s course’s sessions, books its fee and records the course', async () => {
    const enrolled = await enrol(cls.id, { book_enrolment_fees: true });
    expect(enrolled).toMatchObject({ number_of_units: 16, course_id: swim.id, course: { id: swim.id, name: 'Khoá bơi nâng cao' } });
    expect(enrolled).not.toHaveProperty('pricing_model');
    expect(await membershipFeeOf(enrolled.id)).toMatchObject({ amount: 2_400_000, note: 'Khoá bơi nâng cao', transaction_status: 4 });
  });

  it('takes the course chosen over the class’s, and the sessions the admin typed over the course’s', async () => {
    const other = await course({ name: 'Khoá bơi 8 buổi', fee: 1_100_000, number_of_units: 8 });
    const chosen = await enrol(cls.id, { pricing_model: 'base_course', course_id: other.id, book_enrolment_fees: true });
    expect(chosen).toMatchObject({ number_of_units: 8, course_id: other.id });
    expect(await membershipFeeOf(chosen.id)).toMatchObject({ amount: 1_100_000 });
    const typed = await enrol(cls.id, { number_of_units: 5 });
    expect(typed).toMatchObject({ number_of_units: 5, course_id: swim.id });
  });

  it('credits the pricing model’s sessions for a course sold by time, at the course’s fee', async () => {
    const month = await course({ name: 'Gói bơi tháng', course_type: 2, fee: 1_300_000, number_of_units: undefined });
    const enrolled = await enrol(cls.id, { course_id: month.id, pricing_model: 'base_course', book_enrolment_fees: true });
    expect(enrolled).toMatchObject({ number_of_units: 12, course_id: month.id });
    expect(await membershipFeeOf(enrolled.id)).toMatchObject({ amount: 1_300_000 });
  });

  it('charges the class’s fee and the model’s sessions when monthly, with no course', async () => {
    const enrolled = await enrol(cls.id, { pricing_model: 'monthly', course_id: swim.id, book_enrolment_fees: true });
    expect(enrolled).toMatchObject({ number_of_units: 12, course_id: null });
    expect(await membershipFeeOf(enrolled.id)).toMatchObject({ amount: 1_500_000 });
  });

  it('refuses a course or a pricing model that does not exist, and books nothing', async () => {
    const before = (await admin({ method: 'GET', url: '/v1/api/admin/transactions?size=1' })).json().data.total_elements;
    const missing = await admin({
      method: 'POST',
      url: '/v1/api/players',
      headers: { 'accept-language': 'en' },
      payload: player(cls.id, { pricing_model: 'base_course', course_id: 999_999, book_enrolment_fees: true }),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([{ field: 'course_id', message: en.validation.refNotFound }]);
    const yearly = await admin({ method: 'POST', url: '/v1/api/players', payload: player(cls.id, { pricing_model: 'yearly' }) });
    expect(yearly.statusCode).toBe(422);
    expect(yearly.json().errors[0].field).toBe('pricing_model');
    expect((await admin({ method: 'GET', url: '/v1/api/admin/transactions?size=1' })).json().data.total_elements).toBe(before);
  });

  it('keeps the course a player enrolled in through later edits', async () => {
    const enrolled = await enrol(cls.id);
    const {
      id,
      course: _course,
      class: _class,
      branch: _branch,
      update_date: _u,
      create_date: _c,
      points: _p,
      level: _l,
      avatar: _a,
      ...rest
    } = enrolled;
    const edited = await admin({ method: 'PUT', url: `/v1/api/players/${id}`, payload: { ...rest, note: 'Đã đóng học phí' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ course_id: swim.id, note: 'Đã đóng học phí' });
  });
});
