import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { chime } from '../../../lib/alert-sound';
import { useStaffId } from '../../../lib/permissions';
import { usePushFrames } from '../../../lib/push-frames';
import { CUSTOMER_PANELS_KEY } from '../api/get-customer-panel';
import { keysToRefresh, shouldNotify } from '../utils/desk-pushes';
import { pushedCustomerName } from '../utils/desk-words';
import { showDesktopNotice } from '../utils/desktop-notice';

/** The desk page keeps the open conversation in the address, so alerts know what the agent already sees. */
export const OPEN_PARAM = 'c';

/**
 * Hears the desk's pushes on the console's socket: the queue, counts and the named conversation are asked again, and
 * a customer's message or a conversation given to me shows a notification with the chime; a paid order refreshes the
 * customer panels.
 */
export function useDeskPushes(): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useStaffId();
  usePushFrames((frame) => {
    // A customer just paid: the panel beside their chat shows the order without waiting for a reload.
    if (frame.type === 'order-paid') void queryClient.invalidateQueries({ queryKey: CUSTOMER_PANELS_KEY });
    if (frame.type !== 'desk') return;
    const event = frame.data;
    // A burst of messages joins the request already on its way instead of cancelling it and asking again each time.
    for (const queryKey of keysToRefresh(event))
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    const onDesk = location.pathname === '/chat';
    const openConversationId = onDesk ? (new URLSearchParams(location.search).get(OPEN_PARAM) ?? undefined) : undefined;
    const looking = typeof document === 'undefined' || document.visibilityState !== 'hidden';
    if (!shouldNotify(event, { me, openConversationId, looking })) return;
    chime('desk');
    const who = pushedCustomerName(event, t);
    const title =
      event.kind === 'message' ? t('desk.alert.message', { name: who }) : t('desk.alert.assigned', { name: who });
    const body = event.kind === 'message' ? (event.preview ?? '') : (event.note ?? '');
    const open = () => void navigate(event.conversation_id ? `/chat?${OPEN_PARAM}=${event.conversation_id}` : '/chat');
    if (showDesktopNotice(title, body, open)) return;
    notification.info({
      key: `desk-${event.conversation_id ?? ''}`,
      title,
      description: body,
      placement: 'topRight',
      duration: 8,
      onClick: open,
    });
  });
}
