/**
 * Changes the signed-in user's password (`PUT /users/change-password`). Every
 * session of theirs ends with it, this one too, so they sign in again with the new one.
 */
import { useCustomMutation, useLogout, type HttpError } from '@refinedev/core';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameValues, useWarnWhenUnsaved } from '../../components/unsaved-changes';
import { API_BASE } from '../../http/http-client';

interface Values {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

const MIN_PASSWORD = 8;

export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { mutate, mutation } = useCustomMutation();
  const { mutate: logout } = useLogout();
  const typed = Form.useWatch([], form);
  useWarnWhenUnsaved(!mutation.isPending && !mutation.isSuccess && !sameValues(typed, {}));
  const required = { required: true, message: t('validation.required') };

  const save = ({ old_password, new_password }: Values) =>
    mutate(
      {
        url: `${API_BASE}/users/change-password`,
        method: 'put',
        values: { old_password, new_password },
        successNotification: { message: t('profile.passwordChanged'), type: 'success' },
      },
      {
        onSuccess: () => logout(),
        onError: (error: HttpError) =>
          form.setFields(
            Object.entries(error.errors ?? {}).map(([name, message]) => ({ name: name as keyof Values, errors: [String(message)] })),
          ),
      },
    );

  return (
    <Card title={t('profile.changePassword')} style={{ marginTop: 16 }}>
      <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 480 }}>
        <Form.Item name="old_password" label={t('profile.oldPassword')} rules={[required]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="new_password"
          label={t('profile.newPassword')}
          rules={[required, { min: MIN_PASSWORD, message: t('validation.minLength', { limit: MIN_PASSWORD }) }]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label={t('profile.confirmPassword')}
          dependencies={['new_password']}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('new_password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation.confirmPassword'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('profile.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
