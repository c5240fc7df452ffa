import { ApiError } from '@ffe/api-client/envelope';
import { GROUP_GONE } from '@ffe/im-client/runtime/groups';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageError } from '../../../components/ui/page-states';
import styles from './chat-view.module.css';

// The server's own text: the message the user reads is worded in the page's language.
const isGroupGone = (error: unknown) => error instanceof ApiError && error.detail === GROUP_GONE;

/** A chat that could not be opened: a group that is gone says so, anything else offers a retry. */
export function ChatLoadFailed({ header, error, onRetry }: { header: ReactNode; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.view}>
      {header}
      {isGroupGone(error) ? (
        <EmptyState title={t('chat.groupState.gone')} description={t('chat.groupState.goneHint')} />
      ) : (
        <PageError message={t('chat.loadFailedHint')} onRetry={onRetry} />
      )}
    </div>
  );
}
