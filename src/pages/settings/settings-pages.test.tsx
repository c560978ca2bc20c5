/**
 * Settings pages fill their fields from the saved settings when they arrive; a refetch that
 * answers the same settings leaves the user's unsaved edits alone, one with new settings refills.
 */
import { Refine, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { defaultSettings, type AcademySettings } from '../../../schemas/settings';
import i18n from '../../i18n/i18n';
import { createI18nProvider } from '../../providers/i18n-provider';
import { refetchOnFocus } from '../../../tests/helpers/refetch-on-focus';
import EarnPointsPage from './EarnPointsPage';
import TransportModePage from './TransportModePage';

// The first render loads antd and Refine, which takes seconds on a cold run.
const SLOW = 30_000;

const branches = [
  { id: 1, name: 'Cơ sở Cầu Giấy' },
  { id: 2, name: 'Cơ sở Thanh Xuân' },
];

function fakeDataProvider(settings: () => AcademySettings) {
  return {
    getApiUrl: () => '/v1/api',
    // Every answer a new object, as over the network.
    custom: vi.fn(async () => ({ data: structuredClone(settings()) })),
    getList: vi.fn(async () => ({ data: branches.map((b) => ({ ...b })), total: branches.length })),
    getMany: vi.fn(async () => ({ data: [] })),
    getOne: vi.fn(async () => ({ data: {} })),
    create: vi.fn(async () => ({ data: {} })),
    update: vi.fn(async () => ({ data: {} })),
    deleteOne: vi.fn(async () => ({ data: {} })),
  };
}

/** The page's queries load again when the window regains focus, as a background refetch does. */
function renderPage(page: ReactNode, fake: ReturnType<typeof fakeDataProvider>) {
  return render(
    <MemoryRouter>
      <AntdApp>
        <Refine
          dataProvider={fake as unknown as DataProvider}
          routerProvider={routerProvider}
          i18nProvider={createI18nProvider(i18n)}
          options={{
            disableTelemetry: true,
            reactQuery: { clientConfig: { defaultOptions: { queries: { refetchOnWindowFocus: 'always' } } } },
          }}
        >
          {page}
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

describe('a settings page and the saved settings', () => {
  it(
    'earn points: fills the points, keeps an edit through an unchanged refetch, refills with new points',
    async () => {
      let saved: AcademySettings = {
        ...defaultSettings,
        point_settings: { ...defaultSettings.point_settings, actions: [{ id: 1, value: 20 }] },
      };
      const fake = fakeDataProvider(() => saved);
      renderPage(<EarnPointsPage />, fake);
      const attendance = () => screen.getAllByRole('spinbutton')[0] as HTMLInputElement;

      await waitFor(() => expect(attendance().value).toBe('20'), { timeout: 10_000 });
      fireEvent.change(attendance(), { target: { value: '25' } });
      await waitFor(() => expect(attendance().value).toBe('25'));
      await refetchOnFocus(fake.custom);
      expect(attendance().value).toBe('25');

      saved = { ...saved, point_settings: { ...saved.point_settings, actions: [{ id: 1, value: 30 }] } };
      await refetchOnFocus(fake.custom);
      await waitFor(() => expect(attendance().value).toBe('30'));
    },
    SLOW,
  );

  it(
    'transport mode: a row per branch once both have loaded, kept through an unchanged refetch',
    async () => {
      let saved: AcademySettings = {
        ...defaultSettings,
        transport_settings: [{ branch_id: 2, is_enable: true, fee_type: 2, amount: 300000 }],
      };
      const fake = fakeDataProvider(() => saved);
      renderPage(<TransportModePage />, fake);
      const on = (branch: string) => screen.getByRole('switch', { name: branch }).getAttribute('aria-checked');

      await waitFor(() => expect(on('Cơ sở Thanh Xuân')).toBe('true'), { timeout: 10_000 });
      expect(on('Cơ sở Cầu Giấy')).toBe('false');
      fireEvent.click(screen.getByRole('switch', { name: 'Cơ sở Cầu Giấy' }));
      await waitFor(() => expect(on('Cơ sở Cầu Giấy')).toBe('true'));
      await refetchOnFocus(fake.custom);
      expect(on('Cơ sở Cầu Giấy')).toBe('true');

      saved = { ...saved, transport_settings: [] };
      await refetchOnFocus(fake.custom);
      await waitFor(() => expect(on('Cơ sở Thanh Xuân')).toBe('false'));
      expect(on('Cơ sở Cầu Giấy')).toBe('false');
    },
    SLOW,
  );
});
