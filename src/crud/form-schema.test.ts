import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue';
import { toFormSchema, writableValues } from './form-schema';

describe('toFormSchema', () => {
  it('keeps writable fields and their required list only', () => {
    const form = toFormSchema(catalogue.classes);
    expect(Object.keys(form.properties ?? {})).toEqual([
      'name',
      'branch_id',
      'course_id',
      'manager_ids',
      'course_fee',
      'capacity',
      'schedules',
      'description',
      'auditing_status',
    ]);
    expect(form.required).toEqual(['name', 'branch_id', 'auditing_status']);
    expect(form.$id).toBeUndefined();
  });

  it("starts a new order's date at today, and leaves an edited one as it was", () => {
    const day = (form: ReturnType<typeof toFormSchema>) => (form.properties?.order_date as { default?: string }).default;
    expect(day(toFormSchema(catalogue.orders, 'create', [], '2026-11-24'))).toBe('2026-11-24');
    expect(day(toFormSchema(catalogue.orders, 'edit', [], '2026-11-24'))).toBeUndefined();
  });
});

describe('writableValues', () => {
  it('drops server fields, expanded relations and nulls', () => {
    const record = {
      id: 4,
      name: 'U10',
      branch_id: 2,
      branch: { id: 2, name: 'Cầu Giấy' },
      course_fee: 1500000,
      description: null,
      auditing_status: 1,
      create_date: '2026-01-01T00:00:00Z',
    };
    expect(writableValues(record, catalogue.classes)).toEqual({ name: 'U10', branch_id: 2, course_fee: 1500000, auditing_status: 1 });
  });
});

describe('create-only fields', () => {
  it('are asked for when creating an account and left out when editing it', () => {
    expect(Object.keys(toFormSchema(catalogue.users, 'create').properties ?? {})).toEqual(
      expect.arrayContaining(['user_name', 'password']),
    );
    const edit = toFormSchema(catalogue.users, 'edit');
    expect(Object.keys(edit.properties ?? {})).not.toContain('password');
    expect(Object.keys(edit.properties ?? {})).not.toContain('user_name');
    expect(edit.required).not.toContain('password');
    expect(writableValues({ name: 'An', user_name: 'an', user_type: 'manager' }, catalogue.users)).toEqual({
      name: 'An',
      user_type: 'manager',
    });
  });
});

describe('rows of an array', () => {
  it('keep only the fields the user enters: an order line asks product and quantity, not its price', () => {
    const items = toFormSchema(catalogue.orders).properties?.items as { items: { properties: object; required: string[] } };
    expect(Object.keys(items.items.properties)).toEqual(['product_id', 'quantity']);
    expect(items.items.required).toEqual(['product_id', 'quantity']);
  });
});
