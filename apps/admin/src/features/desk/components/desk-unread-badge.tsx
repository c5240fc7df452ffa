import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeskSummary } from '../api/get-summary';

/** The desk's menu item's count: unread customer messages in conversations that are mine or nobody's. */
export default function DeskUnreadBadge() {
  const { t } = useTranslation();
  const unread = useDeskSummary().data?.unread ?? 0;
  if (unread === 0) return null;
  return <Badge count={unread} size="small" className="menu-badge" title={t('desk.unreadBadge', { count: unread })} />;
}
