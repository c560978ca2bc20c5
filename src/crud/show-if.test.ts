import { describe, expect, it } from 'vitest';
import { hiddenFields } from '../../schemas/catalogue';
import { catalogue } from '../catalogue';
import { toFormSchema, withoutHidden } from './form-schema';

describe('fields shown on a condition (x-show-if)', () => {
  const courses = catalogue.courses;

  it('hides a course’s sessions unless the fee is by sessions, and asks for them only then', () => {
    expect(hiddenFields(courses, { course_type: 1 })).toEqual([]);
    expect(hiddenFields(courses, { course_type: 2 })).toEqual(['number_of_units']);
    expect(toFormSchema(courses, 'create', []).required).toContain('number_of_units');
    const byTime = toFormSchema(courses, 'create', hiddenFields(courses, { course_type: 2 }));
    expect(Object.keys(byTime.properties ?? {})).not.toContain('number_of_units');
    expect(byTime.required).not.toContain('number_of_units');
  });

  it('drops the value of a field its condition hides', () => {
    expect(withoutHidden(courses, { name: 'Gói tháng', course_type: 2, number_of_units: 8 })).toEqual({
      name: 'Gói tháng',
      course_type: 2,
    });
    const kept = { name: 'Khoá 12 buổi', course_type: 1, number_of_units: 12 };
    expect(withoutHidden(courses, kept)).toBe(kept);
  });
});
