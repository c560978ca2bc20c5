import { Refine, type DataProvider, type GetListParams } from '@refinedev/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BLUR_DELAY_MS } from './use-blur-delay';
import { RelationSelect } from './RelationSelect';

const TOTAL = 25;

function classesProvider() {
  const getList = vi.fn(async ({ pagination }: GetListParams) => {
    const page = pagination?.currentPage ?? 1;
    const size = pagination?.pageSize ?? 10;
    const ids = Array.from({ length: Math.max(0, Math.min(size, TOTAL - (page - 1) * size)) }, (_, i) => (page - 1) * size + i + 1);
    return { data: ids.map((id) => ({ id, name: `Lớp ${id}` })), total: TOTAL };
  });
  const getOne = vi.fn(async ({ id }: { id: string | number }) => ({ data: { id, name: `Lớp ${id}` } }));
  const provider = {
    getApiUrl: () => '',
    getList,
    getOne,
    create: vi.fn(),
    update: vi.fn(),
    deleteOne: vi.fn(),
  } as unknown as DataProvider;
  return { provider, getList, getOne };
}

function renderSelect(provider: DataProvider, props: Partial<Parameters<typeof RelationSelect>[0]> = {}) {
  return render(
    <Refine dataProvider={provider} options={{ disableTelemetry: true }}>
      <RelationSelect resource="classes" onChange={() => undefined} {...props} />
    </Refine>,
  );
}

const pagesRequested = (getList: ReturnType<typeof classesProvider>['getList']) =>
  getList.mock.calls.map(([p]) => p.pagination?.currentPage);

// Scrolling through antd's virtual list takes seconds in jsdom when the machine is busy.
describe('RelationSelect', { timeout: 20_000 }, () => {
  it('loads when opened, then the next page at the end of the list only while pages remain', async () => {
    const { provider, getList } = classesProvider();
    renderSelect(provider);
    expect(getList).not.toHaveBeenCalled();

    fireEvent.mouseDown(screen.getByRole('combobox'));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    const list = await waitFor(() => {
      const holder = document.querySelector('.rc-virtual-list-holder');
      if (!holder) throw new Error('the option list is not open yet');
      return holder;
    });
    for (const expected of [
      [1, 2],
      [1, 2, 3],
    ]) {
      await act(async () => {
        fireEvent.scroll(list);
      });
      await waitFor(() => expect(pagesRequested(getList)).toEqual(expected));
    }
    // 25 rows at 10 a page: page 3 is the last one.
    await act(async () => {
      fireEvent.scroll(list);
    });
    expect(pagesRequested(getList)).toEqual([1, 2, 3]);
  });

  it('narrows the list with the given filters and searches by text', async () => {
    const { provider, getList } = classesProvider();
    renderSelect(provider, { filters: [{ field: 'branchIds', operator: 'in', value: 2 }] });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(getList.mock.calls[0][0].filters).toContainEqual({ field: 'branchIds', operator: 'in', value: 2 });

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'U10' } });
    await waitFor(
      () => expect(getList.mock.calls.at(-1)![0].filters).toContainEqual({ field: 'search', operator: 'contains', value: 'U10' }),
      {
        timeout: 2000,
      },
    );
  });

  it("shows the chosen row's name even when it is not on a loaded page", async () => {
    const { provider, getOne } = classesProvider();
    renderSelect(provider, { value: 99 });
    expect(await screen.findByText('Lớp 99')).toBeTruthy();
    expect(getOne).toHaveBeenCalledWith(expect.objectContaining({ resource: 'classes', id: 99 }));
  });

  it('chooses several rows, named even off the loaded pages, and no more than allowed', async () => {
    const { provider } = classesProvider();
    const onChange = vi.fn();
    const { rerender } = renderSelect(provider, { multiple: true, value: [3, 42], maxCount: 3, onChange });
    expect(await screen.findByText('Lớp 42')).toBeTruthy();
    expect(screen.getByText('Lớp 3')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('Lớp 5')).at(-1)!);
    expect(onChange).toHaveBeenLastCalledWith([3, 42, 5]);

    rerender(
      <Refine dataProvider={provider} options={{ disableTelemetry: true }}>
        <RelationSelect resource="classes" multiple value={[3, 42, 5]} maxCount={3} onChange={onChange} />
      </Refine>,
    );
    fireEvent.click((await screen.findAllByTitle('Lớp 6')).at(-1)!);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('drops a search left behind once the blur delay has passed, not before, and not when the reader comes back', async () => {
    const { provider, getList } = classesProvider();
    renderSelect(provider, { multiple: true });
    const box = screen.getByRole('combobox');
    const lastSearch = () => getList.mock.calls.at(-1)![0].filters?.find((f) => 'field' in f && f.field === 'search')?.value;
    fireEvent.mouseDown(box);
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'U10' } });
    await waitFor(() => expect(lastSearch()).toBe('U10'), { timeout: 2000 });

    // Left and back within the delay: the search holds.
    fireEvent.blur(box);
    await new Promise((r) => setTimeout(r, BLUR_DELAY_MS / 3));
    fireEvent.focus(box);
    await new Promise((r) => setTimeout(r, BLUR_DELAY_MS + 400));
    expect(lastSearch()).toBe('U10');

    // Left for good: the box antd emptied lists every row again, after the delay.
    fireEvent.blur(box);
    const left = Date.now();
    await waitFor(() => expect(lastSearch()).toBeUndefined(), { timeout: 3000 });
    expect(Date.now() - left).toBeGreaterThanOrEqual(BLUR_DELAY_MS);
  });
});
