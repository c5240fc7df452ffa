import type { DeskCustomerPanel, DeskSession } from '@ffe/shared/contracts/admin-desk';
import { Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatShortTime } from '../../../lib/format';
import { PanelSection } from './panel-section';

/** Earlier conversations: when, with whom, and the stars the customer gave. */
export function PanelSessions({ sessions }: { sessions: readonly DeskSession[] }) {
  const { t } = useTranslation();
  return (
    <PanelSection title={t('desk.panel.sessions')}>
      {sessions.length === 0 && <Typography.Text type="secondary">{t('desk.panel.noSessions')}</Typography.Text>}
      <ul className="desk-rows">
        {sessions.map((session) => (
          <li key={session.id}>
            <div className="desk-small">
              {formatShortTime(session.opened_at)} –{' '}
              {session.resolved_at === null ? t('desk.panel.open') : formatShortTime(session.resolved_at)} ·{' '}
              {session.assignee?.name ?? t('desk.unassigned')}
            </div>
            {session.rating !== null && (
              <Rate
                disabled
                value={session.rating}
                className="small-rate"
                aria-label={t('desk.rating.stars', { count: session.rating })}
              />
            )}
            {session.rating_comment && <Typography.Text type="secondary"> {session.rating_comment}</Typography.Text>}
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}

/** Where the customer has flowers delivered (phones masked). */
export function PanelAddresses({ addresses }: { addresses: DeskCustomerPanel['addresses'] }) {
  const { t } = useTranslation();
  return (
    <PanelSection title={t('desk.panel.addresses')}>
      {addresses.length === 0 && <Typography.Text type="secondary">{t('desk.panel.noAddresses')}</Typography.Text>}
      <ul className="desk-rows">
        {addresses.map((address) => (
          <li key={address.id} className="desk-small">
            {address.recipient} {address.phone}
            <div>
              {address.region} {address.detail}
            </div>
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
