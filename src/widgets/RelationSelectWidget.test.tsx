/**
 * The account form: its branches are a multi-select of named rows, and the
 * login name and password are asked for on create only, the password masked.
 * A money form's category offers only categories of its kind.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOADED, SLOW, fakeDataProvider, renderAt } from './test-form';
import { inEnglish } from '../../tests/helpers/in-english';

const manager = {
  id: 2,
  name: 'Trần Minh Quản',
  user_name: 'manager',
  user_type: 'manager',
  branch_ids: [1, 2],
  branches: [
    { id: 1, name: 'Cơ sở Cầu Giấy' },
    { id: 2, name: 'Cơ sở Thanh Xuân' },
  ],
  auditing_status: 1,
};
const branches = [...manager.branches, { id: 3, name: 'Cơ sở Long Biên' }];

const field = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

describe('the account form', () => {
  inEnglish();

  it(
    "edits an account's branches as a multi-select of their names, without login name or password",
    async () => {
      const dataProvider = fakeDataProvider({ users: manager }, { branches });
      renderAt('/users/2/edit', ['users', 'branches'], dataProvider);

      await screen.findByText('Branches', { selector: 'label' }, { timeout: 10_000 });
      const select = field('Branches');
      await waitFor(() => expect(within(select).getByText('Cơ sở Thanh Xuân')).toBeTruthy(), LOADED);
      expect(within(select).getByText('Cơ sở Cầu Giấy')).toBeTruthy();
      expect(screen.queryByText('Password', { selector: 'label' })).toBeNull();
      expect(screen.queryByText('Login name', { selector: 'label' })).toBeNull();

      fireEvent.mouseDown(within(select).getByRole('combobox'));
      fireEvent.click((await screen.findAllByTitle('Cơ sở Long Biên')).at(-1)!);
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
      const sent = dataProvider.update.mock.calls[0][0].variables;
      expect(sent).toMatchObject({ branch_ids: [1, 2, 3] });
      expect(sent).not.toHaveProperty('password');
      expect(sent).not.toHaveProperty('branches');
    },
    SLOW,
  );

  it(
    'asks for a login name and a masked password when creating an account',
    async () => {
      renderAt('/users/create', ['users', 'branches'], fakeDataProvider({}, { branches }));

      await screen.findByText('Password', { selector: 'label' }, { timeout: 10_000 });
      expect(field('Password').querySelector('input')?.type).toBe('password');
      expect(field('Login name').querySelector('input')?.type).toBe('text');
    },
    SLOW,
  );
});

describe('a reference that accepts one kind of record (x-ref-where)', () => {
  it(
    "asks a revenue's category list for revenue categories only, and an expense's for expense ones",
    async () => {
      for (const [resource, kind] of [
        ['revenues', 3],
        ['expenses', 1],
      ] as const) {
        const dataProvider = fakeDataProvider({}, { transaction_categories: [{ id: 1, name: 'Học phí', category_type: 3 }] });
        const { unmount } = renderAt(
          `/${resource}/create`,
          [resource, 'transaction_categories', 'branches', 'players', 'managers'],
          dataProvider,
        );
        const label = resource === 'revenues' ? 'Loại doanh thu' : 'Loại chi phí';
        await screen.findByText(label, { selector: 'label' }, { timeout: 10_000 });
        fireEvent.mouseDown(within(field(label)).getByRole('combobox'));
        await waitFor(
          () => expect(dataProvider.getList).toHaveBeenCalledWith(expect.objectContaining({ resource: 'transaction_categories' })),
          LOADED,
        );
        const asked = dataProvider.getList.mock.calls
          .map(([call]) => call as { resource: string; filters?: unknown[] })
          .filter((call) => call.resource === 'transaction_categories');
        for (const call of asked) expect(call.filters).toEqual(expect.arrayContaining([{ field: 'types', operator: 'in', value: [kind] }]));
        unmount();
      }
    },
    SLOW,
  );
});
