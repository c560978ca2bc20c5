/**
 * What a refused page shows in its place: that the user cannot open it, why (their
 * role, or the academy's package, as the access control says), and where to go:
 * the dashboard, and the plans when a better package would open it.
 */
import { useCan } from '@refinedev/core';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PACKAGES_ROUTE } from '../pages/subscription/BlockedScreen';

export function NoAccess({ resource, action }: { resource: string; action: string }) {
  const { t } = useTranslation();
  const { data } = useCan({ resource, action });
  const byPackage = data?.reason === 'FEATURE_NOT_IN_PACKAGE';
  return (
    <Result
      status="403"
      title={t('noAccess.title')}
      subTitle={data?.reason ? t(`noAccess.${byPackage ? 'FEATURE_NOT_IN_PACKAGE' : 'FORBIDDEN_ROLE'}`) : undefined}
      extra={[
        <Link key="home" to="/">
          <Button type="primary">{t('noAccess.home')}</Button>
        </Link>,
        byPackage && (
          <Link key="plans" to={PACKAGES_ROUTE}>
            <Button>{t('noAccess.plans')}</Button>
          </Link>
        ),
      ]}
    />
  );
}
