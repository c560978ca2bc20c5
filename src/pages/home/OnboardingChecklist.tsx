/**
 * "Get your academy started": the setup steps the server lists, each linking to
 * its page and ticked once it has a record, with the progress. Once everything
 * is done the steps fold away. The user may hide the card at any time, on every
 * device (use-onboarding.ts); the dashboard then offers it back (ShowChecklistButton).
 */
import { CheckOutlined, CloseOutlined, RightOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, List, Progress, Skeleton, Space, theme, Typography } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOnboarding, type OnboardingStep } from './use-onboarding';

function StepItem({ step, index }: { step: OnboardingStep; index: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const label = t(`onboarding.steps.${step.key}`, { defaultValue: step.key });
  return (
    <List.Item
      data-done={step.done}
      actions={
        step.done
          ? []
          : [
              <Link key="start" to={step.route} aria-label={`${t('onboarding.start')}: ${label}`}>
                {t('onboarding.start')} <RightOutlined />
              </Link>,
            ]
      }
    >
      <List.Item.Meta
        avatar={
          step.done ? (
            <Avatar
              size={28}
              icon={<CheckOutlined />}
              style={{ backgroundColor: token.colorSuccess }}
              aria-label={t('onboarding.doneStep')}
            />
          ) : (
            <Avatar size={28} style={{ backgroundColor: token.colorPrimaryBg, color: token.colorPrimary }}>
              {index + 1}
            </Avatar>
          )
        }
        title={
          <Link to={step.route} style={step.done ? { color: token.colorTextTertiary, textDecoration: 'line-through' } : undefined}>
            {label}
          </Link>
        }
        description={t(`onboarding.hints.${step.key}`, { defaultValue: '' })}
      />
    </List.Item>
  );
}

export function OnboardingChecklist({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { onboarding, loading, setHidden, saving } = useOnboarding();
  const [unfolded, setUnfolded] = useState(false);

  if (loading) {
    return (
      <Card style={style}>
        <Skeleton active />
      </Card>
    );
  }
  // A failed call has already toasted; an academy with nothing to set up has no checklist.
  if (!onboarding?.total || onboarding.hidden) return null;
  const { steps, done, total } = onboarding;
  const complete = done >= total;

  return (
    <Card
      style={style}
      title={t('onboarding.title')}
      extra={
        <Button
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('onboarding.dismiss')}
          title={t('onboarding.dismiss')}
          loading={saving}
          onClick={() => void setHidden(true)}
        />
      }
    >
      <Progress
        percent={Math.round((done / total) * 100)}
        format={() => `${done}/${total}`}
        status={complete ? 'success' : 'normal'}
        strokeColor={complete ? undefined : token.colorPrimary}
        style={{ marginBottom: 8 }}
        aria-label={t('onboarding.progress', { done, total })}
      />
      {complete && (
        <Space wrap style={{ marginTop: 8 }}>
          <Typography.Text type="success">{t('onboarding.allDone')}</Typography.Text>
          <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setUnfolded(!unfolded)}>
            {unfolded ? t('onboarding.hideSteps') : t('onboarding.showSteps')}
          </Button>
        </Space>
      )}
      {(!complete || unfolded) && (
        <List
          itemLayout="horizontal"
          dataSource={steps}
          rowKey="key"
          renderItem={(step, index) => <StepItem step={step} index={index} />}
        />
      )}
    </Card>
  );
}

/** Where a hidden checklist comes back from: beside the dashboard's year and branch. */
export function ShowChecklistButton() {
  const { t } = useTranslation();
  const { onboarding, setHidden, saving } = useOnboarding();
  if (!onboarding?.total || !onboarding.hidden) return null;
  return (
    <Button icon={<UnorderedListOutlined />} loading={saving} onClick={() => void setHidden(false)}>
      {t('onboarding.show')}
    </Button>
  );
}
