/**
 * Icon registry: resources.config.ts names icons by string (it is data only);
 * this maps each name to its @ant-design/icons component.
 */
import {
  ApartmentOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CarOutlined,
  CheckSquareOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FallOutlined,
  FileTextOutlined,
  FolderOutlined,
  GiftOutlined,
  IdcardOutlined,
  ImportOutlined,
  InboxOutlined,
  NotificationOutlined,
  RiseOutlined,
  RocketOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShareAltOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  SwapOutlined,
  TagOutlined,
  TagsOutlined,
  TeamOutlined,
  TruckOutlined,
  UserOutlined,
  UsergroupAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { Section } from '../../resources.config';

const icons: Record<string, ComponentType> = {
  ApartmentOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CarOutlined,
  CheckSquareOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FallOutlined,
  FileTextOutlined,
  FolderOutlined,
  GiftOutlined,
  IdcardOutlined,
  ImportOutlined,
  InboxOutlined,
  NotificationOutlined,
  RiseOutlined,
  RocketOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShareAltOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  SwapOutlined,
  TagOutlined,
  TagsOutlined,
  TeamOutlined,
  TruckOutlined,
  UserOutlined,
  UsergroupAddOutlined,
  WalletOutlined,
};

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

export function icon(name: string, owner: string) {
  const Icon = icons[name];
  if (!Icon) throw new Error(`Icon "${name}" of "${owner}" is not in src/layout/icons.tsx: import it from @ant-design/icons and add it to the map.`);
  return <Icon />;
}
