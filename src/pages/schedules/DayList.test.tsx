/** The timetable marks the academy's today, read on the academy's clock, not the browser's. */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { AcademyClockProvider } from '../../providers/academy-clock';
import { DayList } from './DayList';

const days = ['2026-03-09', '2026-03-10', '2026-03-11'];
const marked = () => days.filter((day) => within(screen.getByTestId(`day-${day}`)).queryByText('Hôm nay'));

describe("the timetable's today", { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    // 12:00 UTC on 10 March: already 02:00 on the 11th on Kiritimati (UTC+14), still 05:00 on the 10th in Los Angeles.
    ['Pacific/Kiritimati', '2026-03-11'],
    ['America/Los_Angeles', '2026-03-10'],
    // 20:00 UTC: 03:00 on the 11th in Hanoi.
    ['Asia/Ho_Chi_Minh', '2026-03-11', '2026-03-10T20:00:00Z'],
  ])('in %s is %s', (timeZone, today, at = '2026-03-10T12:00:00Z') => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
    render(
      <AcademyClockProvider timeZone={timeZone}>
        <DayList days={days} items={[]} reasons={new Map()} showBranch={false} />
      </AcademyClockProvider>,
    );
    expect(marked()).toEqual([today]);
  });
});
