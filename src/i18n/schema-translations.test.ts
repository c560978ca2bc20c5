import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../schemas/catalogue';
import { mergeTrees, schemaTranslations } from './schema-translations';

const catalogue = buildCatalogue([
  {
    $id: 'enums',
    $defs: {
      flag: { type: 'integer', enum: [1, 0], 'x-enum-labels': { 1: { vi: 'Bật', en: 'On' }, 0: { vi: 'Tắt', en: 'Off' } } },
      slot: {
        type: 'object',
        properties: {
          day: {
            type: 'string',
            enum: ['1', '7'],
            'x-enum-labels': { 1: { vi: 'Thứ 2', en: 'Mon' }, 7: { vi: 'Chủ nhật', en: 'Sun' } },
            'x-label': { vi: 'Thứ', en: 'Day' },
          },
          start: { type: 'string', 'x-label': { vi: 'Bắt đầu', en: 'Start' } },
        },
      },
    },
  },
  {
    $id: 'rooms',
    type: 'object',
    'x-label': { vi: 'Phòng học', en: 'Rooms' },
    'x-label-one': { vi: 'Phòng học', en: 'Room' },
    'x-title': 'name',
    'x-list': { columns: ['name'], sort: 'id:desc' },
    properties: {
      name: { type: 'string', 'x-label': { vi: 'Tên phòng', en: 'Room name' } },
      status: { $ref: 'enums#/$defs/flag', 'x-label': { vi: 'Trạng thái', en: 'Status' } },
      bookings: { type: 'array', items: { $ref: 'enums#/$defs/slot' }, 'x-label': { vi: 'Lịch đặt', en: 'Bookings' } },
    },
  },
]);

const titles = { list: '{{resource}}', create: 'Create {{resource}}', edit: 'Edit {{resource}}', show: '{{resource}} details' };

describe('schemaTranslations', () => {
  it('derives Refine resource keys, titles, field labels and enum options', () => {
    const tree = schemaTranslations(catalogue, 'en', titles);
    expect(tree.rooms).toEqual({
      rooms: 'Rooms',
      one: 'Room',
      titles: { list: 'Rooms', create: 'Create Room', edit: 'Edit Room', show: 'Room details' },
      fields: {
        name: { label: 'Room name' },
        status: { label: 'Status', options: { 1: 'On', 0: 'Off' } },
        bookings: {
          label: 'Bookings',
          items: { day: { label: 'Day', options: { 1: 'Mon', 7: 'Sun' } }, start: { label: 'Start' } },
        },
      },
    });
  });

  it('labels the row properties of array fields in each language', () => {
    const fields = (schemaTranslations(catalogue, 'vi', titles).rooms as { fields: Record<string, unknown> }).fields;
    expect(fields.bookings).toMatchObject({ label: 'Lịch đặt', items: { day: { label: 'Thứ', options: { 7: 'Chủ nhật' } } } });
  });

  it('lets hand-written keys win over schema labels', () => {
    const merged = mergeTrees(schemaTranslations(catalogue, 'vi', titles), { rooms: { one: 'Phòng' } });
    expect(merged.rooms).toMatchObject({ rooms: 'Phòng học', one: 'Phòng' });
  });
});
