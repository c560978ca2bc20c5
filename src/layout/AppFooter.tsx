/** Spec §2 footer: copyright and the payment gateways. */
import { Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PaymentLogos } from '../components/PaymentLogos';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer style={{ padding: '12px 24px' }}>
      <Flex wrap justify="center" align="center" gap={8}>
        <Typography.Text type="secondary" style={{ flex: '1 1 240px', textAlign: 'center' }}>
          {t('app.copyright', { year: new Date().getFullYear() })}
        </Typography.Text>
        <Flex wrap justify="center" align="center" gap={8} style={{ flex: '1 1 240px' }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('footer.payments')}
          </Typography.Text>
          <PaymentLogos />
        </Flex>
      </Flex>
    </Layout.Footer>
  );
}
