import { type Presence, presences } from '@ffe/shared/contracts/admin-desk';
import { App, Segmented } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskSummary } from '../api/get-summary';
import { useSetDeskPresence } from '../api/set-presence';

/** How often an online agent's page says so again: the server lets `online` lapse when it stops. */
export const PRESENCE_KEEPALIVE_MS = 30_000;

/** Online, away or offline; while the desk is open and I am online, it keeps saying so. */
export function PresenceSwitch() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const summary = useDeskSummary();
  const setPresence = useSetDeskPresence();
  const current = setPresence.isPending ? setPresence.variables : summary.data?.presence;
  const { mutate } = setPresence;

  useEffect(() => {
    if (current !== 'online') return;
    const timer = setInterval(() => mutate('online'), PRESENCE_KEEPALIVE_MS);
    return () => clearInterval(timer);
  }, [current, mutate]);

  return (
    <Segmented<Presence>
      block
      aria-label={t('desk.presence.label')}
      value={current ?? 'offline'}
      disabled={summary.isPending}
      options={presences.map((value) => ({ value, label: t(`desk.presence.${value}`) }))}
      onChange={(status) => setPresence.mutate(status, { onError: (error) => void message.error(error.message) })}
    />
  );
}
