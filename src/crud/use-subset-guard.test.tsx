/**
 * A player's class change in the generated edit form that would clear some of
 * their slots asks first and clears nothing until answered: OK clears only the
 * slots the new class lacks, Cancel puts the old class and slots back, and an
 * answer about a class the user has since changed again is ignored.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOADED, SLOW, fakeDataProvider, renderAt } from '../widgets/test-form';
import { inEnglish } from '../../tests/helpers/in-english';

const mon = { day_of_week: '1', start_time: '17:00', end_time: '18:30' };
const wed = { day_of_week: '3', start_time: '17:00', end_time: '18:30' };
const fri = { day_of_week: '5', start_time: '07:00', end_time: '08:00' };
const branch = { id: 1, name: 'Cơ sở 1' };
const classes = [
  { id: 1, name: 'Lớp A', branch_id: 1, schedules: [mon, wed] },
  { id: 2, name: 'Lớp B', branch_id: 1, schedules: [mon, fri] },
  { id: 3, name: 'Lớp C', branch_id: 1, schedules: [mon] },
];
const player = {
  id: 1,
  name: 'Lý Đổi Lớp',
  date_of_birth: '2015-01-02',
  branch_id: 1,
  branch,
  class_id: 1,
  class: classes[0],
  schedules: [mon, wed],
  parent_name: 'Lý Văn Cha',
  mobile: '0912345678',
  number_of_units: 0,
  auditing_status: 1,
};

function edit() {
  const dataProvider = fakeDataProvider({ players: player }, { classes, branches: [branch] });
  renderAt('/players/1/edit', ['players', 'classes', 'branches'], dataProvider);
  return dataProvider;
}

const classField = () => screen.getByText('Class', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
const slot = (time: RegExp) => screen.queryByRole('checkbox', { name: time }) as HTMLInputElement | null;
/** The open questions: a closed dialog stays in the page, hidden or (jsdom runs no animation) leaving. */
const question = () =>
  screen
    .queryAllByRole('dialog')
    .filter(
      (d) =>
        within(d).queryAllByText('Change the class?').length && !/-leave\b/.test(d.className) && !d.closest('[style*="display: none"]'),
    );

/** Picks a class as a user does: the pointer touches the form first, so the change counts as the user's. */
async function chooseClass(name: string) {
  const select = within(classField()).getByRole('combobox');
  fireEvent.pointerDown(select);
  fireEvent.mouseDown(select);
  fireEvent.click((await screen.findAllByTitle(name)).at(-1)!);
}

/** Waits for the one question, and answers it. */
const asked = () =>
  waitFor(() => {
    const open = question();
    expect(open).toHaveLength(1);
    return open;
  }, LOADED);

async function opened() {
  await screen.findByText('Class', { selector: 'label' }, { timeout: 10_000 });
  await waitFor(() => expect(slot(/Wed/)?.checked).toBe(true), LOADED);
}

describe('a class change that would clear slots', () => {
  inEnglish();

  it(
    'keeps every slot while it asks, with OK as a danger button',
    async () => {
      const dataProvider = edit();
      // The save never answers: the form stays, to be read.
      dataProvider.update.mockImplementation(() => new Promise(() => {}));
      await opened();
      await chooseClass('Lớp B');
      const [dialog] = await asked();
      expect(within(dialog).getByText(/Wed \| 17:00 - 18:30/)).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Change and clear' }).className).toContain('ant-btn-dangerous');
      // The widget has the new class's slots; what the form holds meanwhile is read through a save.
      await waitFor(() => expect(slot(/07:00 - 08:00/)).toBeTruthy(), LOADED);
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
      expect(dataProvider.update.mock.calls[0][0].variables).toMatchObject({ class_id: 2, schedules: [mon, wed] });
    },
    SLOW,
  );

  it(
    'OK clears only the slots the new class lacks',
    async () => {
      const dataProvider = edit();
      await opened();
      await chooseClass('Lớp B');
      const [dialog] = await asked();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Change and clear' }));
      await waitFor(() => expect(question()).toHaveLength(0));
      expect(slot(/Mon/)?.checked).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
      expect(dataProvider.update.mock.calls[0][0].variables).toMatchObject({ class_id: 2, schedules: [mon] });
    },
    SLOW,
  );

  it(
    'Cancel puts the old class and its slots back',
    async () => {
      edit();
      await opened();
      await chooseClass('Lớp B');
      const [dialog] = await asked();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(within(classField()).getByText('Lớp A')).toBeTruthy());
      await waitFor(() => expect(slot(/Wed/)?.checked).toBe(true), LOADED);
      expect(slot(/Mon/)?.checked).toBe(true);
      expect(question()).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'A → B → C: ignores the late answer about B, asks about C only, and Cancel goes back to A',
    async () => {
      const dataProvider = edit();
      const answer = dataProvider.getOne.getMockImplementation()!;
      let answerB = () => {};
      dataProvider.getOne.mockImplementation((params) =>
        params.resource === 'classes' && String(params.id) === '2'
          ? new Promise((resolve) => (answerB = () => resolve(answer(params))))
          : answer(params),
      );
      await opened();
      await chooseClass('Lớp B');
      await chooseClass('Lớp C');
      const [dialog] = await asked();
      expect(within(dialog).queryByText(/Wed/)).toBeTruthy();

      answerB();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(question()).toHaveLength(1);

      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(within(classField()).getByText('Lớp A')).toBeTruthy());
      await waitFor(() => expect(slot(/Wed/)?.checked).toBe(true), LOADED);
      expect(question()).toHaveLength(0);
    },
    SLOW,
  );
});
