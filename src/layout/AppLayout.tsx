/**
 * The signed-in shell: Refine's ThemedLayout (its sider becomes a slide-in
 * drawer below antd's `lg` breakpoint, 992 px, as spec §2 wants) with our
 * header and footer, and the trial countdown above the page.
 */
import { ThemedLayout, ThemedSider } from '@refinedev/antd';
import type { ReactNode } from 'react';
import { Splash } from '../components/Splash';
import { useMyAcademy } from '../providers/academy';
import { RoleCatalogue } from '../crud/RoleCatalogue';
import { AppFooter } from './AppFooter';
import { Header } from './Header';
import { TrialBanner } from './TrialBanner';
import { useShellReady } from './use-shell-ready';
// Registers the menu's icons (see resource-icon.tsx).
import './icons';
import './layout.css';

// Sign-out lives in the account menu, behind its confirmation, so the sider drops its own.
const Sider = () => (
  <div className="app-sider">
    <ThemedSider fixed siderItemsAreCollapsed={false} render={({ items }) => items} />
  </div>
);

export function AppLayout({ children }: { children: ReactNode }) {
  const { academy } = useMyAcademy();
  if (!useShellReady()) return <Splash />;
  return (
    <ThemedLayout Header={Header} Sider={Sider} Footer={AppFooter}>
      <div className="app-page">
        <TrialBanner academy={academy} />
        <RoleCatalogue>{children}</RoleCatalogue>
      </div>
    </ThemedLayout>
  );
}
