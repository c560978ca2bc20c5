/** Shown in place of a screen the user's role or package does not open. */
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Forbidden() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('pages.error.403')}
      extra={
        <Link to="/">
          <Button type="primary">{t('pages.error.backHome')}</Button>
        </Link>
      }
    />
  );
}
