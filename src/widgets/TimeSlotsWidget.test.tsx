/**
 * A class's weekly schedule in the generated edit form: rows are added,
 * changed and removed, and the form submits exactly `{day_of_week, start_time, end_time}` rows.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SLOW, fakeDataProvider, renderAt } from './test-form';
import { inEnglish } from '../../tests/helpers/in-english';

const schedules = [{ day_of_week: '3', start_time: '18:00', end_time: '19:30' }];
const records: Record<string, object> = {
  classes: {
    id: 1,
    name: 'U10 Sáng',
    branch_id: 2,
    branch: { id: 2, name: 'Cơ sở 2' },
    course_fee: 1500000,
    auditing_status: 1,
    schedules,
  },
  practices: { id: 1, name: 'Nguyễn An', date_of_birth: '2016-05-01', branch_id: 2, branch: { id: 2, name: 'Cơ sở 2' }, schedules },
};

const RESOURCES = ['classes', 'practices'];
const provider = () => fakeDataProvider(records, { branches: [{ id: 2, name: 'Cơ sở 2' }] });

/** Opens a row's weekday select and picks a day. */
async function chooseDay(select: HTMLElement, day: string) {
  fireEvent.mouseDown(select);
  const options = await screen.findAllByTitle(day);
  fireEvent.click(options.at(-1)!);
}

describe('the time-slots widget', () => {
  inEnglish();

  it(
    "edits a class's schedule: add a slot, change its day, remove one, submit the rows",
    async () => {
      const dataProvider = provider();
      renderAt('/classes/1/edit', RESOURCES, dataProvider);

      const schedule = await screen.findByRole('group', { name: 'Schedule' }, { timeout: 10_000 });
      await waitFor(() => expect(within(schedule).getAllByRole('combobox', { name: 'Day' })).toHaveLength(1));
      expect(within(schedule).getByText('Wed')).toBeTruthy();
      expect((within(schedule).getByPlaceholderText('Start') as HTMLInputElement).value).toBe('18:00');

      // A new row is a Monday with the last row's times.
      fireEvent.click(within(schedule).getByRole('button', { name: /Add time slot/ }));
      const days = within(schedule).getAllByRole('combobox', { name: 'Day' });
      expect(days).toHaveLength(2);
      expect(within(schedule).getByText('Mon')).toBeTruthy();
      await chooseDay(days[1], 'Fri');

      fireEvent.click(within(schedule).getByRole('button', { name: /Add time slot/ }));
      fireEvent.click(within(schedule).getAllByRole('button', { name: 'Remove time slot' })[0]);
      expect(within(schedule).getAllByRole('combobox', { name: 'Day' })).toHaveLength(2);

      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
      expect(dataProvider.update.mock.calls[0][0].variables).toMatchObject({
        schedules: [
          { day_of_week: '5', start_time: '18:00', end_time: '19:30' },
          { day_of_week: '1', start_time: '18:00', end_time: '19:30' },
        ],
      });
    },
    SLOW,
  );

  it(
    "shows the server's 422 error on the schedule under the field",
    async () => {
      const dataProvider = provider();
      dataProvider.update.mockRejectedValueOnce({
        statusCode: 422,
        message: '',
        errors: { schedules: 'Invalid Range Start - End Time !' },
      });
      renderAt('/classes/1/edit', RESOURCES, dataProvider);

      const schedule = await screen.findByRole('group', { name: 'Schedule' }, { timeout: 10_000 });
      await waitFor(() => expect(within(schedule).getByText('Wed')).toBeTruthy());
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      const field = schedule.closest('.ant-form-item') as HTMLElement;
      expect(await within(field).findByText('Invalid Range Start - End Time !')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'asks for a slot when the schedule is required and the last one is removed',
    async () => {
      const dataProvider = provider();
      renderAt('/practices/1/edit', RESOURCES, dataProvider);

      const schedule = await screen.findByRole('group', { name: 'Preferred schedule' }, { timeout: 10_000 });
      fireEvent.click(await within(schedule).findByRole('button', { name: 'Remove time slot' }));
      expect(within(schedule).queryAllByRole('combobox')).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      const field = schedule.closest('.ant-form-item') as HTMLElement;
      expect(await within(field).findByText('This field is required !')).toBeTruthy();
      expect(dataProvider.update).not.toHaveBeenCalled();
    },
    SLOW,
  );
});
