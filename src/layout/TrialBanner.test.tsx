import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../i18n/i18n';
import { TrialBanner, type TrialState } from './TrialBanner';

const HOUR = 3_600_000;

function academy(isTrial: boolean, msLeft: number): TrialState {
  return { expired_on: new Date(Date.now() + msLeft).toISOString(), package: { is_trial: isTrial } };
}

const renderBanner = (a: TrialState | undefined) =>
  render(
    <MemoryRouter>
      <TrialBanner academy={a} />
    </MemoryRouter>,
  );

describe('TrialBanner', () => {
  it('counts down the days and hours of a trial, with an upgrade link to my plan', () => {
    renderBanner(academy(true, 3 * 24 * HOUR + 5 * HOUR + 60_000));
    expect(screen.getByText('Gói dùng thử còn 3 ngày 5 giờ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nâng cấp' }).getAttribute('href')).toBe('/my-plan');
  });

  it('stays away from paid plans and before the academy is known', () => {
    const { container } = renderBanner(academy(false, HOUR));
    expect(container.textContent).toBe('');
    renderBanner(undefined);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
