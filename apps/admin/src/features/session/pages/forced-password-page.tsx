import { Alert, App, Card, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { safeRedirect } from '../../../lib/paths';
import { PasswordForm } from '../components/password-form';

/** After an admin's reset: the member chooses their own password before anything else, then goes on where they were. */
export default function ForcedPasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));

  useEffect(() => {
    document.title = `${t('password.forcedTitle')} · ${t('app.console')}`;
  }, [t]);

  const onChanged = () => {
    void message.success(t('password.changed'));
    void navigate(redirect, { replace: true });
  };

  return (
    <Flex className="login-screen" justify="center" align="center">
      <Card className="login-card">
        <Flex justify="space-between" align="start">
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {t('password.forcedTitle')}
          </Typography.Title>
          <LanguageSwitch />
        </Flex>
        <Alert type="warning" showIcon title={t('password.forcedHint')} className="form-alert" />
        <PasswordForm onChanged={onChanged} />
      </Card>
    </Flex>
  );
}
