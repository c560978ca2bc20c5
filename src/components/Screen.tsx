/** Wraps a lazily loaded screen: a spinner while it loads, a reload offer if it never does. */
import { Alert, Button, Spin } from 'antd';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function LoadFailed() {
  const { t } = useTranslation();
  return (
    // An Alert, not a Result: this sits in the first load of every screen, and Result carries its illustrations along.
    <Alert
      type="warning"
      showIcon
      message={t('lazy.failed')}
      style={{ maxWidth: 560, margin: '64px auto' }}
      action={
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

/** `fallback`: what shows while the screen loads, a spinner unless the caller says otherwise. */
export function Screen({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <LoadBoundary>
      {/* Padding, not margin: a margin would collapse through <body> and move the page when the screen replaces it. */}
      <Suspense fallback={fallback ?? <Spin size="large" style={{ display: 'block', padding: '64px 0' }} />}>{children}</Suspense>
    </LoadBoundary>
  );
}
