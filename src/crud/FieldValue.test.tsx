import { act, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { catalogue } from '../catalogue';
import i18n from '../i18n/i18n';
import { FieldValue } from './FieldValue';
import { fieldSpec } from './schema-to-columns';

const spec = fieldSpec('classes', 'schedules', catalogue.classes.properties.schedules);

const record = {
  id: 1,
  schedules: [
    { day_of_week: '7', start_time: '08:00', end_time: '09:30' },
    { day_of_week: '3', start_time: '18:00', end_time: '19:30' },
    { day_of_week: '1', start_time: '17:00', end_time: '18:30' },
    { day_of_week: '3', start_time: '07:00', end_time: '08:00' },
    { day_of_week: '5', start_time: '17:00', end_time: '18:30' },
  ],
};

const tags = (container: HTMLElement) => [...container.querySelectorAll('.ant-tag')].map((tag) => tag.textContent);

describe('FieldValue of time slots', () => {
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('shows every slot as a tag on the show page, by day then start', () => {
    const { container } = render(<FieldValue spec={spec} record={record} full />);
    expect(tags(container)).toEqual([
      'Thứ 2 | 17:00 - 18:30',
      'Thứ 4 | 07:00 - 08:00',
      'Thứ 4 | 18:00 - 19:30',
      'Thứ 6 | 17:00 - 18:30',
      'Chủ nhật | 08:00 - 09:30',
    ]);
  });

  it('shows the first three and "+N" in a table cell, in the current language', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { container } = render(<FieldValue spec={spec} record={record} />);
    expect(tags(container)).toEqual(['Mon | 17:00 - 18:30', 'Wed | 07:00 - 08:00', 'Wed | 18:00 - 19:30', '+2']);
    expect(screen.queryByText('[object Object]')).toBeNull();
  });

  it('shows nothing for an empty schedule', () => {
    const { container } = render(<FieldValue spec={spec} record={{ id: 1, schedules: [] }} />);
    expect(container.textContent).toBe('');
  });
});

describe('FieldValue of related names', () => {
  const branches = fieldSpec('users', 'branch_ids', catalogue.users.properties.branch_ids);
  const names = ['Cơ sở 1', 'Cơ sở 2', 'Cơ sở 3', 'Cơ sở 4'];
  const manager = { id: 2, branch_ids: [1, 2, 3, 4], branches: names.map((name, i) => ({ id: i + 1, name })) };

  it('shows a tag per related name: all on the show page, three and "+N" in a cell', () => {
    expect(tags(render(<FieldValue spec={branches} record={manager} full />).container)).toEqual(names);
    expect(tags(render(<FieldValue spec={branches} record={manager} />).container)).toEqual(['Cơ sở 1', 'Cơ sở 2', 'Cơ sở 3', '+1']);
  });

  it('shows nothing for no related rows', () => {
    expect(render(<FieldValue spec={branches} record={{ id: 1, branch_ids: [], branches: [] }} />).container.textContent).toBe('');
  });
});

describe('FieldValue of order lines', () => {
  const jsdomMatchMedia = window.matchMedia;
  afterEach(() => vi.restoreAllMocks());
  const items = fieldSpec('orders', 'items', catalogue.orders.properties.items);
  const order = {
    id: 12,
    items: [
      { product_id: 4, quantity: 2, product_name: 'Giày đinh TF', selling_price: 650000, amount: 1300000 },
      { product_id: 5, quantity: 1, product_name: 'Bóng số 4', selling_price: 320000, amount: 320000 },
    ],
  };

  it('reads "<product> × <quantity>" in a table cell', () => {
    expect(tags(render(<FieldValue spec={items} record={order} />).container)).toEqual(['Giày đinh TF × 2', 'Bóng số 4 × 1']);
  });

  it('is a table of product, unit price, quantity and line total on the show page', () => {
    // A screen from `sm` up: every media query matches.
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...jsdomMatchMedia(query), matches: true }));
    render(<FieldValue spec={items} record={order} full />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tên sản phẩm', 'Đơn giá', 'Số lượng', 'Thành tiền']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(cells).toEqual([
      ['Giày đinh TF', '650.000 đ', '2', '1.300.000 đ'],
      ['Bóng số 4', '320.000 đ', '1', '320.000 đ'],
    ]);
  });

  it('is a line of text per product on a phone', () => {
    const desktop = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    onTestFinished(() => {
      Object.defineProperty(window, 'innerWidth', { value: desktop, configurable: true });
    });
    const { container } = render(<FieldValue spec={items} record={order} full />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(container.textContent).toBe('Giày đinh TF2 × 650.000 đ = 1.300.000 đBóng số 41 × 320.000 đ = 320.000 đ');
  });
});

describe('FieldValue of a yes/no field', () => {
  const cardSpec = fieldSpec('players', 'member_card_active', catalogue.players.properties.member_card_active);

  it('reads an unset value as no, like a false one', () => {
    expect(render(<FieldValue spec={cardSpec} record={{ id: 1, member_card_active: null }} />).container.textContent).toBe('Không');
    expect(render(<FieldValue spec={cardSpec} record={{ id: 2, member_card_active: true }} />).container.textContent).toBe('Có');
  });
});

describe('FieldValue of a number', () => {
  const balance = fieldSpec('players', 'number_of_units', catalogue.players.properties.number_of_units);

  it('shows a negative one, a debt of sessions, in red, and the others plainly', () => {
    const owing = render(<FieldValue spec={balance} record={{ id: 1, number_of_units: -2 }} />).container;
    expect(owing.textContent).toBe('-2');
    expect(owing.querySelector('.ant-typography-danger')).not.toBeNull();
    const left = render(<FieldValue spec={balance} record={{ id: 2, number_of_units: 3 }} />).container;
    expect(left.textContent).toBe('3');
    expect(left.querySelector('.ant-typography-danger')).toBeNull();
  });
});
