import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChoicePopup } from '../../../components/ui/choice-popup';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageError, PageLoading } from '../../../components/ui/page-states';
import { changeLocale, type Locale } from '../../../lib/i18n';
import type { PageProps } from '../../../lib/page-props';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useUserStore } from '../../../stores/user-store';
import { useWechatMpBinding } from '../api/get-wechat-mp-binding';
import { useUpdateUserSet } from '../api/update-user-set';
import { ProfileList } from '../components/profile-list';
import { ProfilePickers } from '../components/profile-pickers';
import { SecurityList } from '../components/security-list';
import { SettingValue } from '../components/setting-value';
import styles from '../components/settings.module.css';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { useWechatMpBind } from '../hooks/use-wechat-mp-bind';
import { clearLocalCache, type SettingsDialog } from '../utils/user-settings';
import { insideWechat } from '../utils/wechat-mp-trip';

const LOCALES: readonly { value: Locale; label: string }[] = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en', label: 'English' },
];

/**
 * The member's settings: avatar, nickname, gender, birthday, account and security (username, phone, WeChat inside
 * WeChat, password, real name), language, the local cache, the documents, logout.
 */
export default function UserSetPage({ wechatMp, code, state }: PageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useUserStore((s) => s.user);
  const loginStatus = useUserStore((s) => s.loginStatus);
  const refreshUser = useUserStore((s) => s.refreshUser);
  const logout = useUserStore((s) => s.logout);
  const update = useUpdateUserSet();
  const avatar = useAvatarUpload((url) => update.mutate({ key: 'avatar', value: url }));
  const [open, setOpen] = useState<SettingsDialog>();
  const inWechat = insideWechat();
  const binding = useWechatMpBinding(inWechat && loginStatus === 'loggedIn');
  const bindWechat = useWechatMpBind({ wechatMp, code, state });
  const close = () => setOpen(undefined);

  if (!user) {
    return loginStatus === 'unverified' ? <PageError onRetry={() => void refreshUser()} /> : <PageLoading />;
  }

  const clearCache = () => {
    clearLocalCache();
    toast(t('settings.cacheCleared'), 'success');
  };

  const chooseLanguage = (locale: Locale) => {
    changeLocale(locale);
    update.mutate({ key: 'language', value: locale });
  };

  return (
    <div className={styles.page}>
      <ProfileList
        user={user}
        progress={avatar.progress}
        onPickAvatar={() => avatar.fileInput.current?.click()}
        onOpen={setOpen}
      />
      {bindWechat.problem && (
        <p className={styles.problem} role="alert">
          {bindWechat.problem}
        </p>
      )}
      <SecurityList
        user={user}
        wechat={
          binding.data?.available
            ? { bound: binding.data.bound, busy: bindWechat.busy, onBind: bindWechat.start }
            : undefined
        }
      />
      <input
        ref={avatar.fileInput}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        onChange={avatar.choose}
        data-testid="avatar-file"
      />

      <List className={styles.group}>
        <List.Item
          onClick={() => setOpen('language')}
          extra={<SettingValue text={LOCALES.find((l) => l.value === i18n.language)?.label} />}
        >
          {t('settings.language')}
        </List.Item>
        <List.Item onClick={() => setOpen('clearCache')}>{t('settings.clearCache')}</List.Item>
      </List>

      <List className={styles.group}>
        <List.Item onClick={() => navigate(pathTo('aboutUs'))}>{t('title.aboutUs')}</List.Item>
        <List.Item onClick={() => navigate(pathTo('agreement'))}>{t('title.agreement')}</List.Item>
        <List.Item onClick={() => navigate(pathTo('policy'))}>{t('title.policy')}</List.Item>
      </List>

      <div className={styles.logout}>
        <Button block size="large" onClick={() => setOpen('logout')}>
          {t('settings.logout')}
        </Button>
      </div>

      <ProfilePickers user={user} open={open} onClose={close} onChange={(change) => update.mutate(change)} />
      {/* Two languages are two buttons, not a scroll wheel. */}
      <ChoicePopup
        visible={open === 'language'}
        title={t('settings.language')}
        choices={LOCALES}
        value={LOCALES.find((l) => l.value === i18n.language)?.value}
        onClose={close}
        onChoose={(locale) => {
          close();
          if (locale !== i18n.language) chooseLanguage(locale);
        }}
      />
      <ConfirmDialog
        visible={open === 'clearCache'}
        content={t('settings.clearCacheConfirm')}
        onClose={close}
        onConfirm={clearCache}
      />
      <ConfirmDialog
        visible={open === 'logout'}
        content={t('settings.logoutConfirm')}
        confirmText={t('settings.logout')}
        onClose={close}
        onConfirm={() => void logout().then(() => toast(t('settings.loggedOut'), 'success'))}
      />
    </div>
  );
}
