import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import { useTranslation } from 'react-i18next';
import { useMemberName } from '../../../lib/member-name';

/**
 * Names a chat's person in the page's language: customer service by the shop's words for it (the Chinese name its
 * account carries only shows to Chinese readers), a member without a nickname as "用户5678" / "User 5678".
 */
export function useShownName() {
  const { t, i18n } = useTranslation();
  const memberName = useMemberName();
  return (userId: string | null | undefined, nickname: string | null | undefined, fallback: string): string => {
    if (userId === DEFAULT_CUSTOMER_SERVICE_UID) {
      return i18n.language === 'en' || !nickname ? t('chat.serviceName') : nickname;
    }
    return memberName(nickname, null, fallback);
  };
}
