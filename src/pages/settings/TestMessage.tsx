/**
 * "Send a test message" under the e-mail, SMS or Zalo settings: to an address or number the admin
 * types, with the settings as the form holds them (saved or not). Says whether the provider
 * took it or, if not, what it answered as a category; a setting the server refuses (a
 * private host) is shown on its field above, with a line here pointing to it, a bad address
 * under the box.
 */
import { SendOutlined } from '@ant-design/icons';
import { useCustomMutation, type HttpError } from '@refinedev/core';
import { Alert, Button, Divider, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonLabel } from '../../../domain/delivery-reasons';
import { TEST_MESSAGE_PATHS, type TestMessageResult } from '../../../domain/test-message';
import type { FieldMessages } from './settings-errors';

type Channel = keyof typeof TEST_MESSAGE_PATHS;

/** The body field of the address, and the settings section sent beside it, per channel. */
const CHANNELS: Record<
  Channel,
  { field: 'to' | 'phone'; section: 'email_settings' | 'sms_settings' | 'zalo_settings'; type: string; autoComplete: string }
> = {
  email: { field: 'to', section: 'email_settings', type: 'email', autoComplete: 'email' },
  sms: { field: 'phone', section: 'sms_settings', type: 'tel', autoComplete: 'tel' },
  zalo: { field: 'phone', section: 'zalo_settings', type: 'tel', autoComplete: 'tel' },
};

interface Props {
  channel: Channel;
  settings: Record<string, unknown>;
  showErrors: (errors: FieldMessages | undefined) => void;
}

export function TestMessage({ channel, settings, showErrors }: Props) {
  const { t, i18n } = useTranslation();
  const { field, section, type, autoComplete } = CHANNELS[channel];
  const [to, setTo] = useState('');
  const [outcome, setOutcome] = useState<{ to: string; result: TestMessageResult }>();
  // A refused address goes under its box; a refused setting on its field above, and the refusal here.
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation<TestMessageResult>();
  const id = `${channel}-test-recipient`;

  const send = async () => {
    setOutcome(undefined);
    setError(undefined);
    setRefused(undefined);
    showErrors(undefined);
    try {
      const answer = await mutateAsync({
        url: `/${TEST_MESSAGE_PATHS[channel]}`,
        method: 'post',
        values: { [field]: to.trim(), [section]: settings },
        successNotification: false,
        errorNotification: false,
      });
      setOutcome({ to: to.trim(), result: answer.data });
    } catch (failure) {
      const { errors, message } = failure as HttpError;
      const fields = errors as FieldMessages | undefined;
      showErrors(fields);
      if (fields?.[field]) setError(fields[field]);
      else setRefused(message);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="settings-test-message">
      <Divider orientation="left" orientationMargin={0}>
        <span id={`${id}-title`}>{t(`settingsPages.test.title`)}</span>
      </Divider>
      <Typography.Paragraph type="secondary">{t(`settingsPages.test.hint.${channel}`)}</Typography.Paragraph>
      <Form.Item
        label={t(`settingsPages.test.to.${channel}`)}
        htmlFor={id}
        validateStatus={error ? 'error' : undefined}
        help={error}
        layout="vertical"
      >
        <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
          <Input
            id={id}
            type={type}
            autoComplete={autoComplete}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            onPressEnter={() => to.trim() && void send()}
            placeholder={t(`settingsPages.test.placeholder.${channel}`)}
          />
          <Button icon={<SendOutlined />} loading={mutation.isPending} disabled={!to.trim()} onClick={() => void send()}>
            {t('settingsPages.test.send')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {refused && <Alert type="error" showIcon message={refused} />}
      {outcome && (
        <Alert
          role="status"
          showIcon
          type={outcome.result.sent ? 'success' : 'error'}
          message={
            outcome.result.sent
              ? t(`settingsPages.test.sent.${channel}`, { to: outcome.to })
              : t('settingsPages.test.notSent', { reason: reasonLabel(outcome.result.reason!, i18n.resolvedLanguage ?? 'vi') })
          }
        />
      )}
    </section>
  );
}
