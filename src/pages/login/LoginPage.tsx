/**
 * Sign-in at /auth/login: user name, password, "remember account", language switch.
 * The first screen anyone loads, so it is drawn from antd's tokens and form
 * controls only: a Card or Typography would bring tabs, menus and tooltips along.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Form, Input, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { Logo } from '../../components/Logo';
import { SPLASH_BACKGROUND } from '../../components/Splash';
import { setMetaDescription } from '../../layout/meta-description';
import { rememberedAccount, type LoginValues } from '../../providers/auth-provider';
import { useSignIn } from './use-sign-in';
import { siteName } from '../../app-config';

export default function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { signIn, pending, error } = useSignIn();
  const remembered = rememberedAccount();
  const required = [{ required: true, message: t('validation.required') }];

  useEffect(() => {
    document.title = `${t('login.title')} | ${siteName(t)}`;
    setMetaDescription(t('meta.description'));
  }, [t]);

  return (
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16, background: SPLASH_BACKGROUND }}
    >
      <div style={{ position: 'absolute', top: 12, right: 12 }}>
        <LanguageSwitch />
      </div>
      <section
        style={{
          width: '100%',
          maxWidth: 400,
          padding: 32,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <Logo size={48} />
          <h1
            style={{
              margin: 0,
              fontSize: token.fontSizeHeading3,
              lineHeight: token.lineHeightHeading3,
              fontWeight: token.fontWeightStrong,
              color: token.colorTextHeading,
            }}
          >
            {siteName(t)}
          </h1>
          <span style={{ color: token.colorTextDescription }}>{t('login.subtitle')}</span>
        </Flex>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Form<LoginValues>
          layout="vertical"
          requiredMark={false}
          initialValues={{ username: remembered, remember: Boolean(remembered) }}
          onFinish={(values) => void signIn(values)}
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
          <Button type="primary" htmlType="submit" size="large" block loading={pending}>
            {t('login.submit')}
          </Button>
        </Form>
      </section>
    </Flex>
  );
}
