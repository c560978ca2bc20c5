/** Edits the signed-in user's own name and phone (`PUT /users/{id}`); the header follows at once. */
import { useCustomMutation, type HttpError } from '@refinedev/core';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameValues, useWarnWhenUnsaved } from '../../components/unsaved-changes';
import { API_BASE } from '../../http/http-client';
import { forgetProfile, type Profile } from '../../providers/profile';

interface Values {
  name: string;
  mobile?: string;
}

export function ProfileForm({ user, onSaved }: { user: Profile; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { mutate, mutation } = useCustomMutation();
  const shown = Form.useWatch([], form);
  const saving = mutation.isPending || mutation.isSuccess;
  useWarnWhenUnsaved(Boolean(shown) && !saving && !sameValues(shown, { name: user.name, mobile: user.mobile }));

  const save = (values: Values) =>
    mutate(
      {
        url: `${API_BASE}/users/${user.id}`,
        method: 'put',
        values: { name: values.name.trim(), ...(values.mobile ? { mobile: values.mobile } : {}) },
        successNotification: { message: t('profile.saved'), type: 'success' },
      },
      {
        onSuccess: () => {
          forgetProfile();
          onSaved();
        },
        onError: (error: HttpError) =>
          form.setFields(
            Object.entries(error.errors ?? {}).map(([name, message]) => ({ name: name as keyof Values, errors: [String(message)] })),
          ),
      },
    );

  return (
    <Card title={t('profile.edit')} style={{ marginTop: 16 }}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: user.name, mobile: user.mobile ?? undefined }}
        onFinish={save}
        style={{ maxWidth: 480 }}
      >
        <Form.Item
          name="name"
          label={t('profile.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            { min: 2, message: t('validation.minLength', { limit: 2 }) },
          ]}
        >
          <Input maxLength={100} autoComplete="name" />
        </Form.Item>
        <Form.Item name="mobile" label={t('profile.mobile')} rules={[{ pattern: /^\d{9,12}$/, message: t('validation.numeric') }]}>
          <Input inputMode="tel" maxLength={12} autoComplete="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('buttons.save')}
        </Button>
      </Form>
    </Card>
  );
}
