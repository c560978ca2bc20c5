/** Sign-in at /auth/login: user name, password, "remember account", language switch. */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useLogin } from '@refinedev/core';
import { Alert, Button, Card, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { Logo } from '../../components/Logo';
import { rememberedAccount, type LoginValues } from '../../providers/auth-provider';

export default function LoginPage() {
  const { t } = useTranslation();
  const { mutate: login, isPending, data } = useLogin<LoginValues>();
  const remembered = rememberedAccount();
  const required = [{ required: true, message: t('validation.required') }];
  const error = data && !data.success ? data.error?.message : undefined;

  return (
    <Flex component="main" vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: 'linear-gradient(160deg, #f5f3ff 0%, #ede9fe 100%)' }}>
      <div style={{ position: 'absolute', top: 12, right: 12 }}>
        <LanguageSwitch />
      </div>
      <Card style={{ width: '100%', maxWidth: 400 }} styles={{ body: { padding: 32 } }}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <Logo size={48} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('app.name')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
        </Flex>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Form<LoginValues>
          layout="vertical"
          requiredMark={false}
          initialValues={{ username: remembered, remember: Boolean(remembered) }}
          onFinish={(values) => login(values)}
        >
          <Form.Item name="username" label={t('login.username')} rules={required}>
            <Input prefix={<UserOutlined />} autoComplete="username" size="large" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={required}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>{t('login.remember')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={isPending}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
