import { describe, expect, it } from 'vitest';
import { creditedSessions, enrolmentCourseId, enrolmentTerms, type EnrolmentInput } from './enrolment-terms';

const basic = { name: 'Khoá cơ bản 12 buổi', course_type: 1, fee: 1_800_000, number_of_units: 16 };
const monthPass = { name: 'Gói tháng', course_type: 2, fee: 1_200_000, number_of_units: null };
const input = (over: Partial<EnrolmentInput>): EnrolmentInput => ({
  pricing: 'base_course',
  course: null,
  classFee: 1_500_000,
  modelFee: 950_000,
  modelSessions: 12,
  ...over,
});

describe('enrolmentCourseId', () => {
  it('takes the chosen course, else the class’s, and none when the pricing is monthly', () => {
    expect(enrolmentCourseId('base_course', 7, 3)).toBe(7);
    expect(enrolmentCourseId('base_course', undefined, 3)).toBe(3);
    expect(enrolmentCourseId('base_course', null, null)).toBeNull();
    expect(enrolmentCourseId('monthly', 7, 3)).toBeNull();
  });
});

describe('enrolmentTerms', () => {
  it('charges a course’s fee and credits its sessions by course', () => {
    expect(enrolmentTerms(input({ course: basic }))).toEqual({ fee: 1_800_000, sessions: 16, feeFrom: 'course', sessionsFrom: 'course' });
  });

  it('credits the model’s sessions for a course sold by time', () => {
    expect(enrolmentTerms(input({ course: monthPass }))).toEqual({
      fee: 1_200_000,
      sessions: 12,
      feeFrom: 'course',
      sessionsFrom: 'model',
    });
  });

  it('falls back to the class’s fee, then the model’s, without a course or when monthly', () => {
    expect(enrolmentTerms(input({}))).toEqual({ fee: 1_500_000, sessions: 12, feeFrom: 'class', sessionsFrom: 'model' });
    expect(enrolmentTerms(input({ pricing: 'monthly', course: basic }))).toEqual({
      fee: 1_500_000,
      sessions: 12,
      feeFrom: 'class',
      sessionsFrom: 'model',
    });
    expect(enrolmentTerms(input({ classFee: null }))).toMatchObject({ fee: 950_000, feeFrom: 'model' });
  });
});

describe('creditedSessions', () => {
  it('credits the enrolment’s sessions for none entered, and keeps a number the admin typed', () => {
    const terms = { sessions: 16 };
    expect(creditedSessions(undefined, terms)).toBe(16);
    expect(creditedSessions(null, terms)).toBe(16);
    expect(creditedSessions(0, terms)).toBe(16);
    expect(creditedSessions(5, terms)).toBe(5);
    expect(creditedSessions(-2, terms)).toBe(-2);
  });
});
