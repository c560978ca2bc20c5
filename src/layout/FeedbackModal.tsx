/**
 * Spec §2 / §5 feedback form (modal width 480). Nothing is sent yet: a valid
 * form says thanks, closes and starts over. Attachments stay in the browser.
 */
import { InboxOutlined } from '@ant-design/icons';
import { App, Form, Input, Modal, Select, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { customFormats } from '../../schemas/vocabulary';
import { hostSuffix } from '../lib/host-suffix';

const FEEDBACK_MODAL_WIDTH = 480;
const FEEDBACK_TOPICS = ['bug', 'feature', 'payment', 'other'] as const;
/** Spec §9 image rules. */
const MAX_FILES = 5;
const MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = '.jpg,.jpeg,.png,.svg';

interface FeedbackValues {
  name: string;
  email: string;
  mobile: string;
  domain: string;
  topic: (typeof FEEDBACK_TOPICS)[number];
  content: string;
  attachments?: UploadFile[];
}

export default function FeedbackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FeedbackValues>();
  const required = { required: true, message: t('validation.required') };

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = () => {
    void message.success(t('feedback.sent'));
    close();
  };

  // Returning false keeps the file in the list without uploading it; IGNORE drops it.
  const keepLocally = (file: File) => {
    if (file.size >= MAX_BYTES) {
      void message.error(t('feedback.tooLarge'));
      return Upload.LIST_IGNORE;
    }
    return false;
  };

  return (
    <Modal
      open={open}
      width={FEEDBACK_MODAL_WIDTH}
      title={t('feedback.title')}
      okText={t('feedback.submit')}
      cancelText={t('buttons.cancel')}
      onOk={() => form.submit()}
      onCancel={close}
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item name="name" label={t('feedback.name')} rules={[required]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label={t('feedback.email')} rules={[required, { type: 'email', message: t('validation.email') }]}>
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('feedback.mobile')}
          rules={[required, { pattern: customFormats.numeric, message: t('validation.numeric') }]}
        >
          <Input inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="domain"
          label={t('feedback.domain')}
          rules={[required, { pattern: customFormats.domain, message: t('validation.domain') }]}
        >
          <Input addonAfter={hostSuffix(window.location.hostname)} />
        </Form.Item>
        <Form.Item name="topic" label={t('feedback.topic')} rules={[required]}>
          <Select options={FEEDBACK_TOPICS.map((topic) => ({ value: topic, label: t(`feedback.topics.${topic}`) }))} />
        </Form.Item>
        <Form.Item name="content" label={t('feedback.content')} rules={[required]}>
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item
          name="attachments"
          label={t('feedback.attachments')}
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
        >
          <Upload.Dragger multiple accept={IMAGE_TYPES} maxCount={MAX_FILES} beforeUpload={keepLocally} listType="picture">
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('feedback.drop')}</p>
            <p className="ant-upload-hint">{t('feedback.dropHint')}</p>
          </Upload.Dragger>
        </Form.Item>
      </Form>
    </Modal>
  );
}
