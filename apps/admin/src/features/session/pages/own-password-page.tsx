import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { PasswordForm } from '../components/password-form';

/** Every staff member changes their own password here. */
export default function OwnPasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Page title={t('password.ownTitle')}>
      <Card>
        <PasswordForm onChanged={() => void message.success(t('password.changed'))} />
      </Card>
    </Page>
  );
}
