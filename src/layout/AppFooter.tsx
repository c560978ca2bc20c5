/**
 * Spec §2 footer: copyright, where to get help (the platform's support e-mail and hotline,
 * read at start-up from its settings) and the payment gateways the academy takes payments
 * through (none set up: none shown).
 */
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasLogos, PaymentLogos } from '../components/PaymentLogos';
import { usePlatformSettings } from '../providers/platform-settings';
import type { PublicSettings } from '../../domain/free-trial';

const FOR_A_MINUTE = { staleTime: 60_000, refetchOnWindowFocus: false };

function Help() {
  const { t } = useTranslation();
  const support = usePlatformSettings();
  const { application_email: email, application_hotline: hotline } = support ?? {};
  if (!email && !hotline) return null;
  return (
    <Flex wrap justify="center" align="center" gap={12} style={{ flex: '1 1 240px' }} data-testid="support-contact">
      <Typography.Text type="secondary">{t('footer.help')}</Typography.Text>
      {email && (
        <Typography.Link href={`mailto:${email}`}>
          <MailOutlined /> {email}
        </Typography.Link>
      )}
      {hotline && (
        <Typography.Link href={`tel:${hotline.replace(/[^\d+]/g, '')}`}>
          <PhoneOutlined /> {hotline}
        </Typography.Link>
      )}
    </Flex>
  );
}

export function AppFooter() {
  const { t } = useTranslation();
  const { result } = useCustom<PublicSettings>({
    url: '/public/settings',
    method: 'get',
    queryOptions: FOR_A_MINUTE,
    errorNotification: false,
  });
  const gateways = result?.data?.payment_gateways ?? [];
  return (
    <Layout.Footer style={{ padding: '12px 24px' }}>
      <Flex wrap justify="center" align="center" gap={8}>
        <Typography.Text type="secondary" style={{ flex: '1 1 240px', textAlign: 'center' }}>
          {t('app.copyright', { year: new Date().getFullYear() })}
        </Typography.Text>
        <Help />
        {hasLogos(gateways) && (
          <Flex wrap justify="center" align="center" gap={8} style={{ flex: '1 1 240px' }} data-testid="payment-logos">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('footer.payments')}
            </Typography.Text>
            <PaymentLogos gateways={gateways} />
          </Flex>
        )}
      </Flex>
    </Layout.Footer>
  );
}
