/**
 * A month grid with one day as its save answered it: that day's cells, the
 * sessions left of the people saved, and the totals per person, per day and in
 * all, so the grid shows what was saved without asking for the month again.
 */
import type { DayRoster, MonthGrid } from '../../../domain/attendance';
import { ABSENT, NONE, PRESENT } from '../../../domain/check-in';

const count = (cells: Array<{ check_in: number }>, value: number) => cells.filter((c) => c.check_in === value).length;

export function withSavedDay(grid: MonthGrid, saved: DayRoster): MonthGrid {
  const marks = new Map(saved.content.map((row) => [row.id, row]));
  const content = grid.content.map((row) => {
    const mark = marks.get(row.id);
    if (!mark) return row;
    const { [saved.date]: _, ...cells } = row.cells;
    if (mark.check_in !== NONE) cells[saved.date] = { check_in: mark.check_in, units: mark.units };
    const list = Object.values(cells);
    return {
      ...row,
      ...(mark.number_of_units !== undefined && { number_of_units: mark.number_of_units }),
      cells,
      present: count(list, PRESENT),
      absent: count(list, ABSENT),
    };
  });
  const days = grid.days.map((day) => {
    if (day.date !== saved.date) return day;
    const column = content.flatMap((row) => row.cells[day.date] ?? []);
    return { ...day, present: count(column, PRESENT), absent: count(column, ABSENT) };
  });
  return {
    ...grid,
    content,
    days,
    present: days.reduce((sum, d) => sum + d.present, 0),
    absent: days.reduce((sum, d) => sum + d.absent, 0),
  };
}
