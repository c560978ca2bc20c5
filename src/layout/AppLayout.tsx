/**
 * The signed-in shell: Refine's ThemedLayout (its sider becomes a slide-in
 * drawer below antd's `lg` breakpoint, 992 px, as spec §2 wants) with our
 * header and footer, and the trial countdown above the page.
 */
import { ThemedLayout, ThemedSider } from '@refinedev/antd';
import type { ReactNode } from 'react';
import { useMyAcademy } from '../providers/academy';
import { RoleCatalogue } from '../crud/RoleCatalogue';
import { AppFooter } from './AppFooter';
import { Header } from './Header';
import { TrialBanner } from './TrialBanner';
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
  return (
    <ThemedLayout Header={Header} Sider={Sider} Footer={AppFooter}>
      <TrialBanner academy={academy} />
      <RoleCatalogue>{children}</RoleCatalogue>
    </ThemedLayout>
  );
}
