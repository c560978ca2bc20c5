/**
 * The filter bar offers a filter's groups (`x-filter-groups`) before its values: the
 * revenues' "Unpaid" (pending, failed or new) is one choice, sent to the API by its name.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogue } from '../catalogue';
import { filterParams } from '../providers/data-provider';
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
