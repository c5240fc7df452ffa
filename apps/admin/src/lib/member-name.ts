import { defaultNameTail } from '@ffe/shared/domain/nickname';
import { useTranslation } from 'react-i18next';

/**
 * Names a member in the console's language: their nickname, or for one who chose none "用户5678" / "User 5678" from
 * the phone's last digits (also when an older registration stored the Chinese default); `fallback` when neither.
 */
export function useMemberName() {
  const { t } = useTranslation();
  return (nickname: string | null | undefined, phone?: string | null, fallback = ''): string => {
    const tail = defaultNameTail(nickname, phone);
    if (tail !== null) return t('common.defaultNickname', { tail });
    return nickname?.trim() || fallback;
  };
}
