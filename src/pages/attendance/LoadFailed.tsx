/** A day or a month that could not be loaded: said where the list would be, with a way to ask again. */
import type { HttpError } from '@refinedev/core';
import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadFailed({ error, onRetry }: { error: HttpError | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Alert
        type="error"
        showIcon
        message={t('attendance.loadFailed')}
        description={error?.message}
        action={<Button onClick={onRetry}>{t('attendance.retry')}</Button>}
      />
    </Card>
  );
}
