/**
 * The filter bar offers a filter's groups (`x-filter-groups`) before its values: the
 * revenues' "Unpaid" (pending, failed or new) is one choice, sent to the API by its name.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../catalogue';
import i18n from '../i18n/i18n';
import { filterParams } from '../providers/data-provider';
import { ListFilters } from './ListFilters';
import { schemaToFilters } from './schema-to-columns';

const SLOW = 30_000;

describe("the revenues' payment status filter", () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  }, SLOW);
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  }, SLOW);

  it('offers "Unpaid" first, as one choice sent by its name', async () => {
    const spec = schemaToFilters('revenues', catalogue.revenues).find((f) => f.param === 'transactionStatuses')!;
    const onChange = vi.fn();
    render(<ListFilters specs={[spec]} searchable={false} filters={[]} onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    await screen.findByTitle('Unpaid');
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(options).toEqual(['Unpaid', 'Paid', 'Pending', 'Failed', 'New']);
    fireEvent.click(screen.getByTitle('Unpaid'));
    const filter = onChange.mock.calls.at(-1)![0];
    expect(filter).toEqual({ field: 'transactionStatuses', operator: 'in', value: ['unpaid'] });
    expect(filterParams([filter])).toEqual({ transactionStatuses: 'unpaid' });
  }, SLOW);
});
