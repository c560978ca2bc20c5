/**
 * The frame every settings page shares (reference §4.25): a "Parameters" card
 * with the page's description, its fields, Back and a purple Save. While the
 * fields differ from what is saved, leaving the page asks first.
 */
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useWarnAboutChange } from '@refinedev/core';
import { Alert, App, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

export interface SettingsCardProps {
  description: string;
  /** Still loading the saved values. */
  loading: boolean;
  /** The saved values could not be loaded. */
  failed?: boolean;
  dirty: boolean;
  saving: boolean;
  /** The form whose submit is Save; without one, Save calls `onSave`. */
  formId?: string;
  onSave?: () => void;
  /** Back within the page (leaving an edit mode) rather than to the previous page; asks first while dirty. */
  onBack?: () => void;
  children: ReactNode;
}

export function SettingsCard({ description, loading, failed, dirty, saving, formId, onSave, onBack, children }: SettingsCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { modal } = App.useApp();
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    setWarnWhen(dirty);
    return () => setWarnWhen(false);
  }, [dirty, setWarnWhen]);

  // Opened directly (no earlier page in the app), Back goes home.
  const leave = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  const back = () => {
    if (!onBack) return leave();
    if (!dirty) return onBack();
    modal.confirm({ content: t('warnWhenUnsavedChanges'), okText: t('buttons.ok'), cancelText: t('buttons.cancel'), onOk: onBack });
  };
  return (
    <Card title={t('settingsPages.parameters')} styles={{ body: { paddingTop: 12 } }}>
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      {failed ? <Alert type="error" showIcon message={t('settingsPages.loadFailed')} /> : loading ? <Skeleton active /> : children}
      <Flex justify="flex-end" gap={8} wrap style={{ marginTop: 16 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          {t('settingsPages.back')}
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={saving}
          disabled={loading || failed}
          {...(formId ? { htmlType: 'submit' as const, form: formId } : { onClick: onSave })}
        >
          {t('buttons.save')}
        </Button>
      </Flex>
    </Card>
  );
}
