import type { CurrentUser } from '@ffe/shared/contracts/member';
import { maskPhone } from '@ffe/shared/domain/masking';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import styles from './settings.module.css';

/** The settings' account and security group: each entry opens its page, with the state it is in now. */
export function SecurityList({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const value = (text: string) => <span className={styles.value}>{text}</span>;
  return (
    <List className={styles.group} header={t('security.group')}>
      <List.Item onClick={() => navigate(pathTo('setUsername'))} extra={value(user.username ?? t('settings.unset'))}>
        {t('security.username')}
      </List.Item>
      <List.Item
        onClick={() => navigate(pathTo('bindMobile'))}
        extra={value(user.mobile ? maskPhone(user.mobile) : t('security.unbound'))}
      >
        {t('security.phone')}
      </List.Item>
      <List.Item onClick={() => navigate(pathTo('changePassword'))}>{t('security.changePassword')}</List.Item>
      <List.Item
        onClick={() => navigate(pathTo('realNameVerify'))}
        extra={value(user.realNameAuth ? t('security.verified') : t('security.unverified'))}
      >
        {t('security.realName')}
      </List.Item>
    </List>
  );
}
