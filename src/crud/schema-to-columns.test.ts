import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue';
import { defaultSorter, schemaToColumns, schemaToDateRange, schemaToFields, schemaToFilters } from './schema-to-columns';

const players = catalogue.players;

describe('schemaToColumns', () => {
  it('follows x-list.columns and picks a kind per field', () => {
    const columns = schemaToColumns('players', players);
    expect(columns.map((c) => [c.field, c.kind])).toEqual([
      ['name', 'text'],
      ['date_of_birth', 'date'],
      ['mobile', 'phone'],
      ['class_id', 'ref'],
      ['branch_id', 'ref'],
      ['number_of_units', 'number'],
      ['auditing_status', 'badge'],
    ]);
  });

  it('marks x-sortable fields and names the expanded relation object', () => {
    const columns = schemaToColumns('players', players);
    const byField = Object.fromEntries(columns.map((c) => [c.field, c]));
    expect(byField.name.sortable).toBe(true);
    expect(byField.mobile.sortable).toBe(false);
    expect(byField.class_id.ref).toEqual({ resource: 'classes', objectKey: 'class' });
    expect(byField.auditing_status.badge).toEqual({ 1: 'SUCCESS', 0: 'CANCEL' });
    expect(byField.name.labelKey).toBe('players.fields.name.label');
  });

  it('recognises money, long text and date-time fields', () => {
    const kinds = Object.fromEntries(schemaToFields('classes', catalogue.classes).map((f) => [f.field, f.kind]));
    expect(kinds).toMatchObject({ course_fee: 'money', description: 'longtext', create_date: 'datetime', id: 'number' });
  });

  it('shows weekly time-slot arrays as slots, named by their day labels', () => {
    const schedules = schemaToFields('classes', catalogue.classes).find((f) => f.field === 'schedules');
    expect(schedules).toMatchObject({
      kind: 'slots',
      labelKey: 'classes.fields.schedules.label',
      optionsKey: 'classes.fields.schedules.items.day_of_week.options',
    });
  });

  it("shows a list of related ids by the names the API answers under the resource's name", () => {
    const branches = schemaToColumns('users', catalogue.users).find((c) => c.field === 'branch_ids');
    expect(branches).toMatchObject({ kind: 'refs', ref: { resource: 'branches', objectKey: 'branches' } });
  });

  it('leaves a write-only password off the show page', () => {
    expect(schemaToFields('users', catalogue.users).map((f) => f.field)).not.toContain('password');
  });

  it('shows order lines as lines, labelled by their row fields', () => {
    const items = schemaToFields('orders', catalogue.orders).find((f) => f.field === 'items');
    expect(items).toMatchObject({ kind: 'lines', optionsKey: 'orders.fields.items.items' });
  });
});

describe('schemaToFilters', () => {
  it('offers x-filter fields as enum or relation filters', () => {
    expect(schemaToFilters('players', players)).toEqual([
      {
        field: 'branch_id',
        param: 'branchIds',
        labelKey: 'players.fields.branch_id.label',
        optionsKey: 'players.fields.branch_id.options',
        ref: 'branches',
      },
      {
        field: 'class_id',
        param: 'classIds',
        labelKey: 'players.fields.class_id.label',
        optionsKey: 'players.fields.class_id.options',
        ref: 'classes',
      },
      {
        field: 'course_id',
        param: 'courseIds',
        labelKey: 'players.fields.course_id.label',
        optionsKey: 'players.fields.course_id.options',
        ref: 'courses',
      },
      {
        field: 'number_of_units',
        param: 'sessionsLeft',
        labelKey: 'players.fields.number_of_units.label',
        optionsKey: 'players.fields.number_of_units.filterOptions',
        values: [3, 2, 1, 0, -1],
      },
      {
        field: 'points',
        param: 'pointRanges',
        labelKey: 'players.fields.points.label',
        optionsKey: 'players.fields.points.filterOptions',
        values: ['gt1000', '800-1000', '500-800', '300-500', '200-300', 'lt200'],
      },
      {
        field: 'level',
        param: 'levels',
        labelKey: 'players.fields.level.label',
        optionsKey: 'players.fields.level.options',
        values: [4, 3, 2, 1, 0],
      },
      {
        field: 'auditing_status',
        param: 'auditingStatuses',
        labelKey: 'players.fields.auditing_status.label',
        optionsKey: 'players.fields.auditing_status.options',
        values: [1, 0],
      },
    ]);
  });

  it("offers a money list's category filter only the categories of its kind (x-ref-where)", () => {
    expect(schemaToFilters('revenues', catalogue.revenues).find((f) => f.field === 'category_id')).toMatchObject({
      ref: 'transaction_categories',
      refWhere: { types: [3] },
    });
    expect(schemaToFilters('expenses', catalogue.expenses).find((f) => f.field === 'category_id')).toMatchObject({
      ref: 'transaction_categories',
      refWhere: { types: [1] },
    });
  });

  it('leaves to the API a filter it cannot offer choices for (ids, a phone)', () => {
    const schema = { ...players, properties: { note: { type: 'string' as const, 'x-filter': 'notes' } } };
    expect(schemaToFilters('players', schema)).toEqual([]);
  });
});

describe('schemaToDateRange', () => {
  it('names the x-date-range field and its label, or nothing', () => {
    expect(schemaToDateRange('revenues', catalogue.revenues)).toEqual({ field: 'at_date', labelKey: 'revenues.fields.at_date.label' });
    expect(schemaToDateRange('players', players)).toBeUndefined();
  });
});

describe('defaultSorter', () => {
  it('reads x-list.sort', () => {
    expect(defaultSorter(players)).toEqual({ field: 'id', order: 'desc' });
  });
});
