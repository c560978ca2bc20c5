/**
 * A shop order's lines in the generated edit form: lines are added, their
 * product and quantity changed, removed, and the form submits exactly
 * `{product_id, quantity}` rows; each line says what is in stock of its product.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOADED, SLOW, fakeDataProvider, renderAt } from './test-form';
import { inEnglish } from '../../tests/helpers/in-english';

const order = {
  id: 7,
  branch_id: 1,
  branch: { id: 1, name: 'Cơ sở 1' },
  customer_name: 'Nguyễn An',
  customer_mobile: '0912345678',
  items: [{ product_id: 1, quantity: 2, product_name: 'Áo đấu', selling_price: 150000, amount: 300000 }],
  amount: 300000,
  shipping_fee: 0,
  discount_value: 0,
  transaction_amount: 300000,
  payment_type: 1,
  transaction_status: 1,
  order_status: 1,
  order_date: '2026-11-20',
};
const products = [
  { id: 1, name: 'Áo đấu', selling_price: 150000, in_stock: 3 },
  { id: 2, name: 'Bóng số 5', selling_price: 200000, in_stock: 0 },
];
const branches = [{ id: 1, name: 'Cơ sở 1' }];

const edit = () => {
  const dataProvider = fakeDataProvider({ orders: order }, { products, branches });
  renderAt('/orders/7/edit', ['orders', 'products', 'branches', 'players'], dataProvider);
  return dataProvider;
};

/** Opens a line's product select and picks a product. */
async function chooseProduct(select: HTMLElement, name: string) {
  fireEvent.mouseDown(select);
  const options = await screen.findAllByTitle(name);
  fireEvent.click(options.at(-1)!);
}

describe('the order-lines widget', () => {
  inEnglish();

  it(
    "edits an order's lines: add one, choose its product and quantity, remove one, submit the rows",
    async () => {
      const dataProvider = edit();
      const lines = await screen.findByRole('group', { name: 'Products' }, { timeout: 10_000 });
      await waitFor(() => expect(within(lines).getByText('Áo đấu')).toBeTruthy(), LOADED);
      expect((within(lines).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
      // The line count and what the chosen products cost now.
      await waitFor(() => expect(within(lines).getByText('Lines: 1 · Subtotal: 300.000 đ')).toBeTruthy(), LOADED);

      fireEvent.click(within(lines).getByRole('button', { name: /Add product/ }));
      const selects = within(lines).getAllByRole('combobox', { name: 'Product' });
      expect(selects).toHaveLength(2);
      await chooseProduct(selects[1], 'Bóng số 5');
      fireEvent.change(within(lines).getAllByRole('spinbutton', { name: 'Quantity' })[1], { target: { value: '3' } });
      await waitFor(() => expect(within(lines).getByText('Lines: 2 · Subtotal: 900.000 đ')).toBeTruthy(), LOADED);

      // A third line, removed again.
      fireEvent.click(within(lines).getByRole('button', { name: /Add product/ }));
      expect(within(lines).getAllByRole('combobox', { name: 'Product' })).toHaveLength(3);
      fireEvent.click(within(lines).getAllByRole('button', { name: 'Remove line' })[2]);
      expect(within(lines).getAllByRole('combobox', { name: 'Product' })).toHaveLength(2);

      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
      // Only what the user chose: the server prices the lines.
      expect((dataProvider.update.mock.calls[0][0].variables as { items: unknown }).items).toEqual([
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 3 },
      ]);
    },
    SLOW,
  );

  it(
    'asks for the product of a line added without one, on the field, and keeps the form from saving',
    async () => {
      const dataProvider = edit();
      const lines = await screen.findByRole('group', { name: 'Products' }, { timeout: 10_000 });
      await waitFor(() => expect(within(lines).getByText('Áo đấu')).toBeTruthy(), LOADED);
      fireEvent.click(within(lines).getByRole('button', { name: /Add product/ }));
      expect((within(lines).getAllByRole('spinbutton', { name: 'Quantity' })[1] as HTMLInputElement).value).toBe('1');

      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      const field = lines.closest('.ant-form-item') as HTMLElement;
      expect(await within(field).findAllByText('This field is required !')).toHaveLength(1);
      expect(dataProvider.update).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'says beside each product what this order may take of it, in red past it',
    async () => {
      edit();
      const lines = await screen.findByRole('group', { name: 'Products' }, { timeout: 10_000 });
      // Three on the shelf, and the two the order already holds.
      await waitFor(() => expect(lines.textContent).toContain('5 in stock'), LOADED);
      const stock = within(lines).getByText('5 in stock');
      expect(stock.className).not.toContain('danger');
      // The user's own change (a click into the box first), not rjsf filling the form.
      const quantity = within(lines).getByRole('spinbutton', { name: 'Quantity' });
      fireEvent.pointerDown(quantity);
      fireEvent.change(quantity, { target: { value: '6' } });
      await waitFor(() => expect(within(lines).getByText('5 in stock').className).toContain('danger'), LOADED);

      fireEvent.click(within(lines).getByRole('button', { name: /Add product/ }));
      await chooseProduct(within(lines).getAllByRole('combobox', { name: 'Product' })[1], 'Bóng số 5');
      expect((await within(lines).findByText('Out of stock', {}, LOADED)).className).toContain('danger');
    },
    SLOW,
  );
});
