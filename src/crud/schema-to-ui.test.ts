import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue';
import { schemaToUi, widgetFor } from './schema-to-ui';

const t = (key: string, vars?: Record<string, unknown>) => (vars ? `t(${key}, ${JSON.stringify(vars)})` : `t(${key})`);

describe('widgetFor', () => {
  it('prefers x-widget, then relation, date and enum', () => {
    expect(widgetFor({ type: 'integer', 'x-widget': 'money' })).toBe('money');
    expect(widgetFor({ type: 'integer', 'x-ref': 'branches' })).toBe('relation');
    expect(widgetFor({ type: 'string', format: 'date' })).toBe('date');
    expect(widgetFor({ type: 'integer', enum: [1, 0] })).toBe('select');
    expect(widgetFor({ type: 'string' })).toBeUndefined();
  });

  it('gives arrays of time-range rows the time-slots widget', () => {
    expect(widgetFor(catalogue.classes.properties.schedules)).toBe('time-slots');
    expect(widgetFor({ type: 'array', items: { type: 'string' } })).toBeUndefined();
  });
});

describe('schemaToUi', () => {
  const ui = schemaToUi('players', catalogue.players, t);

  it('hides read-only fields and the submit button', () => {
    expect(ui.id).toEqual({ 'ui:widget': 'hidden' });
    expect(ui.create_date).toEqual({ 'ui:widget': 'hidden' });
    expect(ui['ui:submitButtonOptions']).toEqual({ norender: true });
  });

  it('labels fields through i18n keys', () => {
    expect(ui.name).toEqual({ 'ui:title': 't(players.fields.name.label)' });
  });

  it('gives relations their resource and x-ref-filter', () => {
    expect(ui.class_id).toEqual({
      'ui:title': 't(players.fields.class_id.label)',
      'ui:widget': 'relation',
      'ui:options': {
        resource: 'classes',
        refFilter: { branchIds: 'branch_id' },
        waitingHint: 't(crud.chooseFirst, {"field":"t(players.fields.branch_id.label)"})',
      },
    });
    expect(ui.branch_id['ui:options']).toEqual({ resource: 'branches', refFilter: {} });
  });

  it('picks widgets by x-widget and format, and translates enum names', () => {
    expect(ui.mobile['ui:widget']).toBe('phone');
    expect(ui.note['ui:widget']).toBe('textarea');
    expect(ui.date_of_birth['ui:widget']).toBe('date');
    expect(ui.auditing_status).toMatchObject({
      'ui:widget': 'select',
      'ui:enumNames': ['t(players.fields.auditing_status.options.1)', 't(players.fields.auditing_status.options.0)'],
    });
    expect(schemaToUi('classes', catalogue.classes, t).course_fee['ui:widget']).toBe('money');
  });

  it('hands the time-slots widget its translated days and row labels', () => {
    const row = 'practices.fields.schedules.items';
    expect(schemaToUi('practices', catalogue.practices, t).schedules).toEqual({
      'ui:title': 't(practices.fields.schedules.label)',
      'ui:widget': 'time-slots',
      'ui:options': {
        days: ['1', '2', '3', '4', '5', '6', '7'].map((value) => ({ value, label: `t(${row}.day_of_week.options.${value})` })),
        dayLabel: `t(${row}.day_of_week.label)`,
        startLabel: `t(${row}.start_time.label)`,
        endLabel: `t(${row}.end_time.label)`,
      },
    });
  });

  it('gives a list of related ids the relation widget, which turns multi-select on arrays', () => {
    expect(schemaToUi('users', catalogue.users, t).branch_ids).toEqual({
      'ui:title': 't(users.fields.branch_ids.label)',
      'ui:widget': 'relation',
      'ui:options': { resource: 'branches', refFilter: {} },
    });
  });

  it("hands the order-lines widget the products' resource and the row labels", () => {
    const row = 'orders.fields.items.items';
    expect(schemaToUi('orders', catalogue.orders, t).items).toEqual({
      'ui:title': 't(orders.fields.items.label)',
      'ui:widget': 'order-lines',
      'ui:options': { resource: 'products', productLabel: `t(${row}.product_id.label)`, quantityLabel: `t(${row}.quantity.label)` },
    });
  });

  it("leaves the password to the antd theme's password input", () => {
    expect(schemaToUi('users', catalogue.users, t).password['ui:widget']).toBe('password');
  });
});
