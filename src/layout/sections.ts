import type { Section } from '../../resources.config';

/** Sidebar section icons (spec §2 sections). */
export const SECTION_ICONS: Record<Section, string> = {
  dashboard: 'DashboardOutlined',
  academy: 'BankOutlined',
  transaction: 'DollarOutlined',
  service: 'CarOutlined',
  shop: 'ShopOutlined',
  crm: 'ContactsOutlined',
  report: 'BarChartOutlined',
  settings: 'SettingOutlined',
};
