/**
 * The message to all parents and customers: subject and message, who it reaches and by which
 * channel (the server counts them for the branches the caller sends for), the first recipient's
 * e-mail or Zalo message as it will read, and a confirmation naming the count before anything is queued.
 */
import { SendOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import { Alert, App, Button, Card, Descriptions, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BODY_MAX,
  fieldError,
  renderBroadcast,
  SUBJECT_MAX,
  type BroadcastAudience,
  type BroadcastDraft,
  type BroadcastSent,
} from '../../../domain/broadcast';
import type { TemplateFields } from '../../../domain/notification-templates';
import { fillZnsParams } from '../../../domain/zns-params';

const PATH = 'admin/notifications/broadcast';

export function BroadcastModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<BroadcastDraft>();
  const watched = Form.useWatch([], form) as Partial<BroadcastDraft> | undefined;
  const draft = { subject: watched?.subject ?? '', body: watched?.body ?? '' };
  const [sending, setSending] = useState(false);
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation<BroadcastSent>();
  const { query, result } = useCustom<BroadcastAudience>({ url: `/${PATH}`, method: 'get', queryOptions: { staleTime: 0, gcTime: 0 } });
  const audience = query.isSuccess ? result.data : undefined;
  const sendable = Boolean((audience?.email_ready || audience?.zalo_ready) && audience.total > 0);

  const rule = (field: keyof BroadcastDraft) => ({
    validator: async (_: unknown, value?: string) => {
      const message = fieldError(field, value ?? '', t);
      if (message) throw new Error(message);
    },
  });

  const send = async (values: BroadcastDraft) => {
    setSending(true);
    try {
      const { data } = await mutateAsync({
        url: `/${PATH}`,
        method: 'post',
        values,
        successNotification: (answer) => ({
          message: t('broadcast.queued', { count: answer?.data.queued ?? 0 }),
          type: 'success',
        }),
      });
      if (data.queued !== undefined) {
        await invalidate({ resource: 'notifications', invalidates: ['list'] });
        onClose();
      }
    } catch (error) {
      // The toast tells what went wrong; a refused field is marked on the form too.
      const errors = (error as HttpError).errors as Record<string, string> | undefined;
      if (errors)
        form.setFields(Object.entries(errors).map(([name, message]) => ({ name: name as keyof BroadcastDraft, errors: [message] })));
    } finally {
      setSending(false);
    }
  };

  const confirm = (values: BroadcastDraft) => {
    if (!audience) return;
    modal.confirm({
      title: t('broadcast.confirmTitle', { count: audience.total }),
      content: t('broadcast.confirmText'),
      okText: t('broadcast.send'),
      cancelText: t('buttons.cancel'),
      onOk: () => send(values),
    });
  };

  const preview =
    audience?.first && (draft.subject.trim() || draft.body.trim())
      ? renderBroadcast(draft, { ...audience.first, academy_name: audience.academy_name })
      : null;

  return (
    <Modal
      open
      width={720}
      title={t('broadcast.title')}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={onClose}>{t('buttons.cancel')}</Button>
          <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={!sendable} onClick={() => form.submit()}>
            {t('broadcast.send')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t(audience?.zalo_ready ? 'broadcast.whoZalo' : 'broadcast.who')}{' '}
          {t('broadcast.placeholders', { language: t(`broadcast.languageNames.${audience?.language ?? 'vi'}`) })}
        </Typography.Text>
        <AudienceNote audience={audience} error={query.error} />
        <Form form={form} layout="vertical" onFinish={confirm} disabled={sending} requiredMark>
          <Form.Item name="subject" label={t('broadcast.subject')} rules={[rule('subject')]} required>
            <Input count={{ show: true, max: SUBJECT_MAX }} />
          </Form.Item>
          <Form.Item name="body" label={t('broadcast.body')} rules={[rule('body')]} required>
            <Input.TextArea autoSize={{ minRows: 5, maxRows: 12 }} count={{ show: true, max: BODY_MAX }} />
          </Form.Item>
        </Form>
        {audience?.first && (
          <Card
            size="small"
            title={t(audience.first.channel === 'ZALO' ? 'broadcast.previewZalo' : 'broadcast.preview', {
              recipient: audience.first.recipient,
            })}
          >
            {!preview ? (
              <Typography.Text type="secondary">{t('broadcast.previewEmpty')}</Typography.Text>
            ) : audience.first.channel === 'ZALO' ? (
              <ZaloPreview params={audience.zalo_params} fields={{ ...audience.first, academy_name: audience.academy_name, ...preview }} />
            ) : (
              <>
                <Typography.Paragraph strong>{preview.subject}</Typography.Paragraph>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{preview.body}</Typography.Paragraph>
              </>
            )}
          </Card>
        )}
      </Space>
    </Modal>
  );
}

/** How many messages it will send and by which channel, or why it cannot send any. */
function AudienceNote({ audience, error }: { audience?: BroadcastAudience; error: HttpError | null }) {
  const { t } = useTranslation();
  if (error) return <Alert type="error" showIcon message={error.message} />;
  if (!audience) return <Alert type="info" showIcon message={t('broadcast.counting')} />;
  if (!audience.email_ready && !audience.zalo_ready) return <Alert type="error" showIcon message={t('broadcast.emailOff')} />;
  if (!audience.total) return <Alert type="warning" showIcon message={t('broadcast.nobody')} />;
  const counts = { count: audience.total, parents: audience.parents, customers: audience.customers };
  return (
    <Alert
      type="info"
      showIcon
      message={
        audience.by_zalo
          ? t('broadcast.audienceZalo', { ...counts, zalo: audience.by_zalo, email: audience.by_email })
          : t('broadcast.audience', counts)
      }
    />
  );
}

/** The Zalo message as the template's parameters, each filled for the first recipient with its length, and what Zalo does with them. */
function ZaloPreview({ params, fields }: { params: BroadcastAudience['zalo_params']; fields: TemplateFields }) {
  const { t } = useTranslation();
  const data = fillZnsParams(params, fields);
  return (
    <>
      <Descriptions
        size="small"
        layout="vertical"
        column={1}
        colon={false}
        items={Object.entries(data).map(([name, value]) => ({
          key: name,
          label: <Typography.Text code>{name}</Typography.Text>,
          children: (
            <div style={{ overflowWrap: 'anywhere' }}>
              <Typography.Text>{value}</Typography.Text>{' '}
              <Typography.Text type="secondary">({t('broadcast.characters', { count: value.length })})</Typography.Text>
            </div>
          ),
        }))}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('broadcast.zaloLimits')}
      </Typography.Paragraph>
    </>
  );
}
