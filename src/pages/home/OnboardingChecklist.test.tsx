import { Refine, type AuthProvider, type DataProvider } from '@refinedev/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi as mock } from 'vitest';
import i18n from '../../i18n/i18n';
import vi from '../../../domain/i18n/vi.json';
import { createI18nProvider } from '../../providers/i18n-provider';
import { OnboardingChecklist, ShowChecklistButton } from './OnboardingChecklist';
import { ONBOARDING_URL, type Onboarding } from './use-onboarding';

// antd mounts slowly in jsdom while other suites run: give the first render time.
const LOADED = { timeout: 10_000 };

const step = (key: string, count: number) => ({ key, route: `/${key}`, count, done: count > 0 });

/** The server: answers the checklist, and keeps the user's hidden flag a PUT sends. */
function renderChecklist(answer: Omit<Onboarding, 'hidden'> & { hidden?: boolean }) {
  const state: Onboarding = { hidden: false, ...answer };
  const custom = mock.fn(async ({ method, payload }: { method: string; payload?: { hidden: boolean } }) => {
    if (method === 'put') state.hidden = payload!.hidden;
    return { data: { ...state } };
  });
  const dataProvider = { getApiUrl: () => '/v1/api', getList: mock.fn(), getOne: mock.fn(), custom } as unknown as DataProvider;
  const authProvider = {
    check: async () => ({ authenticated: true }),
    getIdentity: async () => ({ academy: { code: 'demo' } }),
  } as unknown as AuthProvider;
  render(
    <MemoryRouter>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={createI18nProvider(i18n)}
          options={{ disableTelemetry: true }}
        >
          <OnboardingChecklist />
          <ShowChecklistButton />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  return custom;
}

describe('OnboardingChecklist', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('lists the steps the server gives, linked, ticked when done, with the progress', async () => {
    const custom = renderChecklist({ steps: [step('branches', 3), step('classes', 0), step('players', 12)], done: 2, total: 3 });
    expect(await screen.findByText(vi.onboarding.title, {}, LOADED)).toBeTruthy();
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ url: ONBOARDING_URL, method: 'get' }));
    expect(screen.getByText('2/3')).toBeTruthy();
    const branches = screen.getByRole('link', { name: vi.onboarding.steps.branches });
    expect(branches.getAttribute('href')).toBe('/branches');
    expect(branches.style.textDecoration).toBe('line-through');
    expect(screen.getByText(vi.onboarding.hints.classes)).toBeTruthy();
    const classes = screen.getByRole('link', { name: vi.onboarding.steps.classes });
    expect(classes.style.textDecoration).toBe('');
    // Only the open step offers a start link.
    expect(screen.getAllByRole('link', { name: new RegExp(`^${vi.onboarding.start}`) })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: new RegExp(vi.onboarding.show) })).toBeNull();
  });

  it('folds the steps once all are done', async () => {
    renderChecklist({ steps: [step('branches', 1), step('players', 5)], done: 2, total: 2 });
    expect(await screen.findByText(vi.onboarding.allDone, {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: vi.onboarding.steps.players })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: vi.onboarding.showSteps }));
    expect(screen.getByRole('link', { name: vi.onboarding.steps.players })).toBeTruthy();
  });

  it('is hidden before it is done, on the server for the user, and comes back from the dashboard', async () => {
    const custom = renderChecklist({ steps: [step('branches', 1), step('courses', 0)], done: 1, total: 2 });
    fireEvent.click(await screen.findByRole('button', { name: vi.onboarding.dismiss }, LOADED));
    const show = await screen.findByRole('button', { name: new RegExp(vi.onboarding.show) }, LOADED);
    expect(screen.queryByText(vi.onboarding.title)).toBeNull();
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ url: ONBOARDING_URL, method: 'put', payload: { hidden: true } }));
    expect(localStorage.length).toBe(0);

    fireEvent.click(show);
    const card = (await screen.findByText(vi.onboarding.title, {}, LOADED)).closest('.ant-card') as HTMLElement;
    expect(within(card).getByRole('link', { name: vi.onboarding.steps.courses })).toBeTruthy();
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ method: 'put', payload: { hidden: false } }));
    expect(screen.queryByRole('button', { name: new RegExp(vi.onboarding.show) })).toBeNull();
  });

  it('stays hidden where the user hid it', async () => {
    renderChecklist({ steps: [step('branches', 1), step('courses', 0)], done: 1, total: 2, hidden: true });
    expect(await screen.findByRole('button', { name: new RegExp(vi.onboarding.show) }, LOADED)).toBeTruthy();
    expect(screen.queryByText(vi.onboarding.title)).toBeNull();
  });

  it('shows nothing when there is no step to take', async () => {
    const custom = renderChecklist({ steps: [], done: 0, total: 0 });
    await mock.waitFor(() => expect(custom).toHaveBeenCalled(), LOADED);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(vi.onboarding.title)).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(vi.onboarding.show) })).toBeNull();
  });
});
