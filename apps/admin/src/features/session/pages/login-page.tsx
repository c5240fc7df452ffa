import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { ApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { PATHS, pathWithRedirect, safeRedirect } from '../../../lib/paths';
import { useSessionEndedMidWork } from '../../../lib/session';
import { type SignInInput, useSignIn } from '../sign-in';

/** How long a locked login must wait, in the words of the language in use. */
function waitText(seconds: number): string {
  return seconds < 60
    ? i18n.t('login.seconds', { count: seconds })
    : i18n.t('login.minutes', { count: Math.ceil(seconds / 60) });
}

/** What went wrong, as the member should read it: a lockout with its wait, otherwise the server's reason. */
function failureText(error: Error): string {
  if (error instanceof ApiError && error.errCode === 'LOGIN_LOCKED' && error.retryAfterSeconds) {
    return i18n.t('login.locked', { wait: waitText(error.retryAfterSeconds) });
  }
  return error.message;
}

/** Sign-in for the florist's team at /admin/login; afterwards back to the page that sent the member here. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const signIn = useSignIn();
  const expired = useSessionEndedMidWork();

  useEffect(() => {
    document.title = `${t('login.title')} · ${t('app.console')}`;
  }, [t]);

  const onFinish = (values: SignInInput) =>
    signIn.mutate(values, {
      onSuccess: ({ mustChangePassword }) =>
        navigate(mustChangePassword ? pathWithRedirect(PATHS.forcedPassword, redirect) : redirect, { replace: true }),
    });

  return (
    <Flex className="login-screen" justify="center" align="center">
      <Card className="login-card">
        <Flex justify="space-between" align="start">
          <div>
            <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 4 }}>
              {t('login.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
          </div>
          <LanguageSwitch />
        </Flex>
        {signIn.error ? (
          <Alert className="login-alert" type="error" showIcon title={failureText(signIn.error)} />
        ) : expired ? (
          <Alert className="login-alert" type="info" showIcon title={t('login.sessionExpired')} />
        ) : null}
        <Form<SignInInput> layout="vertical" requiredMark={false} onFinish={onFinish} className="login-form">
          <Form.Item
            name="username"
            label={t('login.username')}
            rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
