/**
 * The filter bar offers a filter's groups (`x-filter-groups`) before its values: the
 * revenues' "Unpaid" (pending, failed or new) is one choice, sent to the API by its name.
 * Its search box sends a settled search once and shows the search the list applies.
 */
import type { CrudFilter } from '@refinedev/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogue } from '../catalogue';
import { SEARCH_DEBOUNCE_MS } from '../components/use-debounced-value';
import { filterParams, SEARCH_FILTER } from '../providers/data-provider';
import { ListFilters } from './ListFilters';
import { schemaToFilters } from './schema-to-columns';
import { inEnglish } from '../../tests/helpers/in-english';

const SLOW = 30_000;

describe("the revenues' payment status filter", () => {
  inEnglish();

  it(
    'offers "Unpaid" first, as one choice sent by its name',
    async () => {
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
    },
    SLOW,
  );
});

describe('the search box', () => {
  inEnglish();

  it(
    'sends a settled search once, and follows a search the list cleared without sending it again',
    async () => {
      const onChange = vi.fn();
      const bar = (filters: CrudFilter[]) => <ListFilters specs={[]} searchable filters={filters} onChange={onChange} />;
      const { rerender } = render(bar([]));
      const box = screen.getByPlaceholderText('Search');
      fireEvent.change(box, { target: { value: 'an' } });
      await waitFor(() => expect(onChange).toHaveBeenCalledWith({ field: SEARCH_FILTER, operator: 'contains', value: 'an' }));
      rerender(bar([{ field: SEARCH_FILTER, operator: 'contains', value: 'an' }]));
      // The list starts over: its search is gone, and the box empties instead of sending "an" again.
      rerender(bar([]));
      expect((box as HTMLInputElement).value).toBe('');
      await new Promise((settle) => setTimeout(settle, SEARCH_DEBOUNCE_MS * 2));
      expect(onChange).toHaveBeenCalledTimes(1);
    },
    SLOW,
  );
});
