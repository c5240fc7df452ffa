import type { CurrentUser } from '@ffe/shared/contracts/member';
import { maskPhone } from '@ffe/shared/domain/masking';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { SettingValue } from './setting-value';
import styles from './settings.module.css';

/** Inside WeChat, the member's WeChat: bound, or one tap to bind it. */
export interface WechatEntry {
  bound: boolean;
  busy: boolean;
  onBind: () => void;
}

/** The settings' account and security group: each entry opens its page, with the state it is in now. */
export function SecurityList({ user, wechat }: { user: CurrentUser; wechat?: WechatEntry | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List className={styles.group} header={t('security.group')}>
      <List.Item
        onClick={() => navigate(pathTo('setUsername'))}
        extra={<SettingValue text={user.username ?? undefined} />}
      >
        {t('security.username')}
      </List.Item>
      <List.Item
        onClick={() => navigate(pathTo('bindMobile'))}
        extra={<SettingValue text={user.mobile ? maskPhone(user.mobile) : t('security.unbound')} />}
      >
        {t('security.phone')}
      </List.Item>
      {wechat && (
        <List.Item
          onClick={wechat.bound || wechat.busy ? undefined : wechat.onBind}
          arrowIcon={!wechat.bound}
          extra={<SettingValue text={t(wechat.bound ? 'security.bound' : 'security.unbound')} />}
        >
          {t('security.wechat')}
        </List.Item>
      )}
      <List.Item onClick={() => navigate(pathTo('changePassword'))}>{t('security.changePassword')}</List.Item>
      <List.Item
        onClick={() => navigate(pathTo('realNameVerify'))}
        extra={<SettingValue text={user.realNameAuth ? t('security.verified') : t('security.unverified')} />}
      >
        {t('security.realName')}
      </List.Item>
    </List>
  );
}
