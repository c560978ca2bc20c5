/**
 * The signed-in shell: Refine's ThemedLayout (its sider becomes a slide-in
 * drawer below antd's `lg` breakpoint, 992 px, as spec §2 wants) with our header and footer.
 */
import { ThemedLayout, ThemedSider } from '@refinedev/antd';
import { Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from './Header';
import './layout.css';

function Footer() {
  const { t } = useTranslation();
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '12px 24px' }}>
      <Typography.Text type="secondary">{t('app.copyright', { year: new Date().getFullYear() })}</Typography.Text>
    </Layout.Footer>
  );
}

// Sign-out lives in the account menu, behind its confirmation, so the sider drops its own.
const Sider = () => (
  <div className="app-sider">
    <ThemedSider fixed siderItemsAreCollapsed={false} render={({ items }) => items} />
  </div>
);

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <ThemedLayout Header={Header} Sider={Sider} Footer={Footer}>
      {children}
    </ThemedLayout>
  );
}
