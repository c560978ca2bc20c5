/** What a branch without transport mode sees instead of the stops: why, and the way to the setting. */
import { CarOutlined } from '@ant-design/icons';
import { CanAccess } from '@refinedev/core';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const TRANSPORT_SETTINGS_ROUTE = '/settings/transport-mode';

export function TransportOffNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Result
      icon={<CarOutlined />}
      status="warning"
      title={t('transport.offTitle')}
      subTitle={message}
      extra={
        <CanAccess resource="settings_transport_mode" action="list">
          <Link to={TRANSPORT_SETTINGS_ROUTE}>
            <Button type="primary">{t('transport.offLink')}</Button>
          </Link>
        </CanAccess>
      }
    />
  );
}
