/**
 * Spec §4 blocking screen: a lapsed subscription replaces the whole admin app.
 * Trial over → buy a package, plan over → renew, payment pending → continue
 * paying (ContinuePaymentButton). Sign-out stays possible.
 */
import { LogoutOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { Logo } from '../../components/Logo';
import type { SubscriptionBlock } from '../../providers/academy';
import { ContinuePaymentButton } from './ContinuePaymentButton';
import { siteName } from '../../app-config';

export const PACKAGES_ROUTE = '/my-plan/packages';

function Action({ block }: { block: SubscriptionBlock }) {
  const { t } = useTranslation();
  if (block.kind === 'pendingPayment') return <ContinuePaymentButton size="large" />;
  return (
    <Link to={PACKAGES_ROUTE}>
      <Button type="primary" size="large">
        {t(`blocked.${block.kind}.action`)}
      </Button>
    </Link>
  );
}

export function BlockedScreen({ block }: { block: SubscriptionBlock }) {
  const { t } = useTranslation();
  const { mutate: logout } = useLogout();
  return (
    <Flex vertical style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <Flex justify="space-between" align="center" style={{ padding: '12px 24px' }}>
        <Flex align="center" gap={8}>
          <Logo size={28} />
          <strong>{siteName(t)}</strong>
        </Flex>
        <LanguageSwitch />
      </Flex>
      <Flex flex={1} align="center" justify="center" style={{ padding: 16 }}>
        <Result
          status="warning"
          title={t(`blocked.${block.kind}.title`)}
          subTitle={t(`blocked.${block.kind}.description`)}
          extra={
            <Flex vertical align="center" gap={16}>
              <Action block={block} />
              <Button type="link" icon={<LogoutOutlined />} onClick={() => logout()}>
                {t('header.logout')}
              </Button>
            </Flex>
          }
        />
      </Flex>
    </Flex>
  );
}
