import { UPLOAD_MAX_BYTES } from '@ffe/shared/constants';
import type { CurrentUser } from '@ffe/shared/contracts/member';
import { Avatar, Button, DatePicker, List, Picker, ProgressBar } from 'antd-mobile';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChoicePopup } from '../../../components/ui/choice-popup';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageError, PageLoading } from '../../../components/ui/page-states';
import { changeLocale, type Locale } from '../../../lib/i18n';
import { pathTo } from '../../../lib/paths';
import { STORAGE_KEYS } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { uploadFile } from '../../../lib/upload';
import { useUserStore } from '../../../stores/user-store';
import { useUpdateUserSet } from '../api/update-user-set';
import { NicknameDialog } from '../components/nickname-dialog';
import { SecurityList } from '../components/security-list';
import styles from '../components/settings.module.css';

/** The picker's range: the current year ±150 (spec §9). */
const PICKER_YEARS = 150;
const GENDERS = ['unknown', 'male', 'female'] as const satisfies readonly CurrentUser['gender'][];
const GENDER_LABELS = { unknown: 'genderUnknown', male: 'genderMale', female: 'genderFemale' } as const;
const LOCALES: readonly { value: Locale; label: string }[] = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en', label: 'English' },
];

/** What clearing the cache keeps: the login and the chosen language. */
const KEPT_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.tokenExpired, STORAGE_KEYS.userInfo, STORAGE_KEYS.language];

/** A date as YYYY-MM-DD on the reader's calendar (not UTC, which may be the day before). */
const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function parseDate(value: string | null): Date | undefined {
  const match = value?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

type Open = 'nickname' | 'gender' | 'birthday' | 'language' | 'clearCache' | 'logout' | undefined;

/**
 * The member's settings: avatar, nickname, gender, birthday, account and security (username, phone, password, real
 * name), language, the local cache, the documents, logout.
 */
export default function UserSetPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useUserStore((s) => s.user);
  const loginStatus = useUserStore((s) => s.loginStatus);
  const refreshUser = useUserStore((s) => s.refreshUser);
  const logout = useUserStore((s) => s.logout);
  const update = useUpdateUserSet();
  const [open, setOpen] = useState<Open>();
  const [progress, setProgress] = useState<number>();
  const fileInput = useRef<HTMLInputElement>(null);
  const close = () => setOpen(undefined);

  if (!user) {
    return loginStatus === 'unverified' ? <PageError onRetry={() => void refreshUser()} /> : <PageLoading />;
  }

  const year = new Date().getFullYear();
  const unset = <span className={styles.value}>{t('settings.unset')}</span>;
  const value = (text: string | undefined) => (text ? <span className={styles.value}>{text}</span> : unset);

  const chooseAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same picture may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast(t('settings.avatarNotImage'));
    if (file.size > UPLOAD_MAX_BYTES) return toast(t('settings.avatarTooLarge'));
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, { onProgress: setProgress });
      update.mutate({ key: 'avatar', value: uploaded.url });
    } catch {
      // uploadFile has said what went wrong.
    } finally {
      setProgress(undefined);
    }
  };

  const clearCache = () => {
    const kept = KEPT_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    for (const [key, raw] of kept) if (raw !== null) localStorage.setItem(key, raw);
    // The cart store reads its lines again, now none.
    window.dispatchEvent(new Event('updateCart'));
    toast(t('settings.cacheCleared'), 'success');
  };

  const chooseLanguage = (locale: Locale) => {
    changeLocale(locale);
    update.mutate({ key: 'language', value: locale });
  };

  return (
    <div className={styles.page}>
      <List className={styles.group}>
        <List.Item
          onClick={() => fileInput.current?.click()}
          extra={<Avatar className={styles.avatar} src={user.avatar_file.url} alt={t('settings.avatar')} />}
          disabled={progress !== undefined}
        >
          {t('settings.avatar')}
        </List.Item>
        {progress !== undefined && (
          <div className={styles.progress}>
            <ProgressBar percent={progress} text={t('settings.uploading', { percent: progress })} />
          </div>
        )}
        <List.Item onClick={() => setOpen('nickname')} extra={value(user.nickname)}>
          {t('settings.nickname')}
        </List.Item>
        <List.Item onClick={() => setOpen('gender')} extra={value(t(`settings.${GENDER_LABELS[user.gender]}`))}>
          {t('settings.gender')}
        </List.Item>
        <List.Item onClick={() => setOpen('birthday')} extra={value(user.birthday ?? undefined)}>
          {t('settings.birthday')}
        </List.Item>
      </List>
      <SecurityList user={user} />
      <input
        ref={fileInput}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        onChange={chooseAvatar}
        data-testid="avatar-file"
      />

      <List className={styles.group}>
        <List.Item
          onClick={() => setOpen('language')}
          extra={value(LOCALES.find((l) => l.value === i18n.language)?.label)}
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

      <NicknameDialog
        visible={open === 'nickname'}
        initial={user.nickname}
        onClose={close}
        onSave={(nickname) => update.mutate({ key: 'nickname', value: nickname })}
      />
      <Picker
        visible={open === 'gender'}
        title={t('settings.gender')}
        columns={[GENDERS.map((gender) => ({ value: gender, label: t(`settings.${GENDER_LABELS[gender]}`) }))]}
        value={[user.gender]}
        onClose={close}
        onConfirm={([gender]) => {
          const chosen = GENDERS.find((g) => g === gender);
          if (chosen) update.mutate({ key: 'gender', value: chosen });
        }}
      />
      <DatePicker
        visible={open === 'birthday'}
        title={t('settings.birthday')}
        min={new Date(year - PICKER_YEARS, 0, 1)}
        max={new Date(year + PICKER_YEARS, 11, 31)}
        value={parseDate(user.birthday) ?? new Date(year - 25, 0, 1)}
        onClose={close}
        onConfirm={(date) => update.mutate({ key: 'birthday', value: isoDate(date) })}
      />
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
