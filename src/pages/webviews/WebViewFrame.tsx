/** The phone frame of a web view (no sider, no header) and its loading, expired (or revoked), refused and failed states. */
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebViewState } from './use-webview-data';

interface Props<T> {
  state: WebViewState<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}

export function WebViewFrame<T>({ state, retry, children }: Props<T>) {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', background: '#f6f5fb' }}>
      <div style={{ maxWidth: 640, margin: '0 auto', padding: 12 }}>
        {state.status === 'loading' && <Skeleton active avatar paragraph={{ rows: 6 }} />}
        {state.status === 'expired' && (
          <Result
            status="warning"
            title={t(state.revoked ? 'webview.revoked' : 'webview.expired')}
            subTitle={state.message ?? t('webview.expiredDetail')}
          />
        )}
        {state.status === 'refused' && <Result status="403" title={t('webview.refused')} subTitle={state.message} />}
        {state.status === 'failed' && (
          <Result
            status="error"
            title={t('webview.failed')}
            subTitle={state.message}
            extra={
              <Button type="primary" onClick={retry}>
                {t('webview.retry')}
              </Button>
            }
          />
        )}
        {state.status === 'ready' && children(state.data)}
      </div>
    </div>
  );
}
