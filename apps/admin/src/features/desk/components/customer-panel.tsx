import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useDeskCustomerPanel } from '../api/get-customer-panel';
import { PanelAddresses, PanelSessions } from './panel-history';
import { PanelLabels } from './panel-labels';
import { PanelNotes } from './panel-notes';
import { PanelOrders } from './panel-orders';
import { PanelSend } from './panel-send';
import { PanelWho } from './panel-who';

/** The right column: this customer only — who, where from, orders, addresses, past sessions, notes, labels, cards. */
export function CustomerPanel({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const panel = useDeskCustomerPanel(conversationId);
  return (
    <aside className="desk-pane desk-customer" aria-label={t('desk.panel.title')}>
      {panel.isPending && <Skeleton active avatar />}
      {panel.isError && <LoadError error={panel.error} onRetry={() => void panel.refetch()} />}
      {panel.data && (
        <>
          <PanelWho panel={panel.data} />
          <PanelSend conversationId={conversationId} panel={panel.data} />
          <PanelLabels conversationId={conversationId} labels={panel.data.labels} />
          <PanelOrders orders={panel.data.orders} />
          <PanelNotes conversationId={conversationId} notes={panel.data.notes} />
          <PanelSessions sessions={panel.data.sessions} />
          <PanelAddresses addresses={panel.data.addresses} />
        </>
      )}
    </aside>
  );
}
