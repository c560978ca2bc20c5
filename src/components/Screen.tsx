/** Wraps a lazily loaded screen: a spinner while it loads, a reload offer if it never does. */
import { Button, Result, Spin } from 'antd';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('lazy.failed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('lazy.reload')}
        </Button>
      }
    />
  );
}

class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

export function Screen({ children }: { children: ReactNode }) {
  return (
    <LoadBoundary>
      <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '64px auto' }} />}>{children}</Suspense>
    </LoadBoundary>
  );
}
