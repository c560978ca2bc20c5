import { act, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue';
import i18n from '../i18n/i18n';
import { FieldValue } from './FieldValue';
import { fieldSpec } from './schema-to-columns';

const spec = fieldSpec('classes', 'schedules', catalogue.classes.properties.schedules);

const record = {
  id: 1,
  schedules: [
    { day_of_week: '7', start_time: '08:00', end_time: '09:30' },
    { day_of_week: '3', start_time: '18:00', end_time: '19:30' },
    { day_of_week: '1', start_time: '17:00', end_time: '18:30' },
    { day_of_week: '3', start_time: '07:00', end_time: '08:00' },
    { day_of_week: '5', start_time: '17:00', end_time: '18:30' },
  ],
};

const tags = (container: HTMLElement) => [...container.querySelectorAll('.ant-tag')].map((tag) => tag.textContent);

describe('FieldValue of time slots', () => {
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('shows every slot as a tag on the show page, by day then start', () => {
    const { container } = render(<FieldValue spec={spec} record={record} full />);
    expect(tags(container)).toEqual([
      'Thứ 2 | 17:00 - 18:30',
      'Thứ 4 | 07:00 - 08:00',
      'Thứ 4 | 18:00 - 19:30',
      'Thứ 6 | 17:00 - 18:30',
      'Chủ nhật | 08:00 - 09:30',
    ]);
  });

  it('shows the first three and "+N" in a table cell, in the current language', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { container } = render(<FieldValue spec={spec} record={record} />);
    expect(tags(container)).toEqual(['Mon | 17:00 - 18:30', 'Wed | 07:00 - 08:00', 'Wed | 18:00 - 19:30', '+2']);
    expect(screen.queryByText('[object Object]')).toBeNull();
  });

  it('shows nothing for an empty schedule', () => {
    const { container } = render(<FieldValue spec={spec} record={{ id: 1, schedules: [] }} />);
    expect(container.textContent).toBe('');
  });
});
