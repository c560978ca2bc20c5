/**
 * Holds the admin app until the academy profile answers, then shows it on the
 * academy's clock or, on a spec §4 subscription code, the blocking screen. The
 * plan pages stay open so a blocked academy can still choose a package.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Splash } from '../../components/Splash';
import { useMyAcademy } from '../../providers/academy';
import { AcademyClockProvider } from '../../providers/academy-clock';
import { BlockedScreen } from './BlockedScreen';

const OPEN_WHEN_BLOCKED = '/my-plan';

export function SubscriptionGate({ children }: { children: ReactNode }) {
  const { academy, block, isLoading } = useMyAcademy();
  const { pathname } = useLocation();
  if (isLoading) return <Splash />;
  const planPage = pathname === OPEN_WHEN_BLOCKED || pathname.startsWith(`${OPEN_WHEN_BLOCKED}/`);
  if (block && !planPage) return <BlockedScreen block={block} />;
  // Any other failure leaves the app usable: its own screens report their errors.
  return <AcademyClockProvider timeZone={academy?.time_zone}>{children}</AcademyClockProvider>;
}
