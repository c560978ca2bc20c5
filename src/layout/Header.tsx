/**
 * App header: page title, greeting by hour, version label, branch picker,
 * language switch, notifications bell, account menu. It also applies the account language (spec §1).
 */
import { MenuOutlined } from '@ant-design/icons';
import { useThemedLayoutContext } from '@refinedev/antd';
import { useGetIdentity, useResourceParams } from '@refinedev/core';
import { Button, Grid, Layout, Space, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { HOME_RESOURCE } from '../crud/build-routes';
import type { Profile } from '../providers/profile';
import { useAccountLanguage, useSettings } from '../providers/settings';
import { AccountMenu } from './AccountMenu';
import { BranchSelect } from './BranchSelect';
import { InboxBell } from './InboxBell';
import { useGreeting } from './use-greeting';

export function Header() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const mobile = !Grid.useBreakpoint().lg;
  const { resource } = useResourceParams();
  const { data: user } = useGetIdentity<Profile>();
  const { setMobileSiderOpen } = useThemedLayoutContext();

  const name = resource?.name ?? HOME_RESOURCE;
  const greeting = useGreeting(user?.name);
  const settings = useSettings();
  useAccountLanguage(settings);
  const version = settings?.common_settings.web_app_version;

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        flexWrap: mobile ? 'wrap' : 'nowrap',
        alignItems: 'center',
        columnGap: mobile ? 8 : 16,
        rowGap: 4,
        height: 'auto',
        minHeight: 64,
        lineHeight: 1.3,
        padding: mobile ? '8px 12px' : '8px 24px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {mobile && <Button type="text" aria-label={t('header.menu')} icon={<MenuOutlined />} onClick={() => setMobileSiderOpen(true)} />}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Title level={4} ellipsis style={{ margin: 0 }}>
          {t(`${name}.${name}`)}
        </Typography.Title>
        {greeting && (
          <Typography.Text type="secondary" ellipsis>
            {greeting}
          </Typography.Text>
        )}
      </div>
      <Space size={mobile ? 4 : 12} wrap={false}>
        {version && (
          <Tag bordered={false} aria-label={t('header.version')} style={{ marginInlineEnd: 0 }}>
            v{version}
          </Tag>
        )}
        {!mobile && <BranchSelect />}
        <LanguageSwitch />
        <InboxBell />
        <AccountMenu compact={mobile} />
      </Space>
      {mobile && (
        <div style={{ flexBasis: '100%' }}>
          <BranchSelect />
        </div>
      )}
    </Layout.Header>
  );
}
