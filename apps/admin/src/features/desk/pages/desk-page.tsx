import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { ConversationView } from '../components/conversation-view';
import { CustomerPanel } from '../components/customer-panel';
import { NoticesButton } from '../components/notices-button';
import { QueuePanel } from '../components/queue-panel';
import { OPEN_PARAM } from '../hooks/use-desk-pushes';

/**
 * The customer-service desk: the queue on the left, the open conversation in the middle, the customer on the right
 * (three columns from 1280 px). The open conversation is in the address (`?c=`), so a notification can open it.
 */
export default function DeskPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const openId = params.get(OPEN_PARAM) ?? undefined;
  const open = (id: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(OPEN_PARAM, id);
        return next;
      },
      { replace: true },
    );
  return (
    <Page title={t('desk.title')} extra={<NoticesButton />}>
      <div className="desk">
        <QueuePanel openId={openId} onOpen={open} />
        {openId ? (
          <>
            <ConversationView key={openId} conversationId={openId} />
            <CustomerPanel key={`panel-${openId}`} conversationId={openId} />
          </>
        ) : (
          <div className="desk-pane desk-placeholder">
            <Empty description={t('desk.pickConversation')} />
          </div>
        )}
      </div>
    </Page>
  );
}
