/**
 * Settings → general: the academy's time zone is picked from the spec §3 list,
 * each zone labelled with its offset today, and saved with the academy's details.
 */
import { Refine, type DataProvider } from '@refinedev/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { timeZoneLabel } from '../../../domain/time-zones';
import i18n from '../../i18n/i18n';
import { createI18nProvider } from '../../providers/i18n-provider';
import type { MyAcademy } from '../../../domain/academy';
import { AcademyForm } from './AcademyForm';

const academy: MyAcademy = {
  id: 7,
  code: 'demo',
  name: 'Học viện Bóng đá Ngôi Sao',
  domain: null,
  expired_on: null,
  time_zone: 'Asia/Ho_Chi_Minh',
  industry_type: null,
  package: { id: 1, code: 'standard', name: 'Tiêu chuẩn', is_trial: false, limit_players: null, features: [] },
  director: 'Nguyễn Văn Hùng',
  size: 2,
  city: 'Hà Nội',
  address: '12 Trần Duy Hưng, Cầu Giấy',
  primary_contact: '0912345678',
  account_name: 'HOC VIEN BONG DA NGOI SAO',
  account_number: '0011004455667',
  bank_name: 'Vietcombank',
  logo: '/statics/logo.png',
  qr_code: null,
};

// antd's form and select are slow to mount in jsdom, more so while the whole suite runs.
describe('the academy form’s time zone', { timeout: 30_000 }, () => {
  it('shows the saved zone with its offset, finds another by its place and saves it', async () => {
    const custom = vi.fn(async () => ({ data: {} }));
    const onDone = vi.fn();
    render(
      <MemoryRouter>
        <AntdApp>
          <Refine
            dataProvider={{ default: { getApiUrl: () => '/v1/api', custom } as unknown as DataProvider }}
            i18nProvider={createI18nProvider(i18n)}
            options={{ disableTelemetry: true }}
          >
            <AcademyForm academy={academy} onDone={onDone} onCancel={() => {}} />
          </Refine>
        </AntdApp>
      </MemoryRouter>,
    );
    expect(await screen.findByText('(UTC+07:00) Hà Nội, TP. Hồ Chí Minh')).toBeTruthy();

    const picker = screen.getByRole('combobox', { name: 'Múi giờ' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'Thái Bình Dương' } });
    fireEvent.click(await screen.findByTitle(timeZoneLabel('America/Los_Angeles', 'vi')));
    fireEvent.click(screen.getByRole('button', { name: /Lưu/ }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(custom).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/admin/academies/7',
        method: 'put',
        payload: expect.objectContaining({ time_zone: 'America/Los_Angeles' }),
      }),
    );
  });
});
