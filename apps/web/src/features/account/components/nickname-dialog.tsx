import { Dialog, Input } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './settings.module.css';

/** The server's limit: 1–20 characters after trimming. */
export const NICKNAME_MAX_LENGTH = 20;

/** Asks for a new nickname; only a valid one is handed on. */
export function NicknameDialog({
  visible,
  initial,
  onSave,
  onClose,
}: {
  visible: boolean;
  initial: string;
  onSave: (nickname: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (visible) {
      setValue(initial);
      setError(undefined);
    }
  }, [visible, initial]);

  const save = () => {
    const nickname = value.trim();
    if (nickname.length < 1 || nickname.length > NICKNAME_MAX_LENGTH) {
      setError(t('settings.nicknameInvalid'));
      return;
    }
    onClose();
    onSave(nickname);
  };

  return (
    <Dialog
      visible={visible}
      title={t('settings.nickname')}
      closeOnMaskClick
      onClose={onClose}
      content={
        <div className={styles.dialogField}>
          <Input
            aria-label={t('settings.nickname')}
            placeholder={t('settings.nicknamePlaceholder')}
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(undefined);
            }}
            onEnterPress={save}
            clearable
            autoFocus
          />
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: onClose },
          { key: 'save', text: t('common.confirm'), bold: true, onClick: save },
        ],
      ]}
    />
  );
}
