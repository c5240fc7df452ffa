import type { InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import { Button } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceTitleSheet } from '../../../components/invoice/invoice-title-sheet';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import styles from '../../../components/ui/member-list.module.css';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { useInvoiceTitles } from '../../../lib/api/list-invoice-titles';
import { toast } from '../../../lib/toast';
import { useRemoveInvoiceTitle } from '../api/remove-invoice-title';
import { InvoiceTitleCard } from '../components/invoice-title-card';

/** What the sheet is open for: a new title, or the one being edited. */
type Editing = { title?: InvoiceTitle } | null;

/** 我的 → 发票抬头: the member's invoice titles (the ones checkout offers), to add, edit and delete after asking. */
export default function InvoiceListPage() {
  const { t } = useTranslation();
  const titles = useInvoiceTitles();
  const remove = useRemoveInvoiceTitle();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<InvoiceTitle | null>(null);
  const closeSheet = useCallback(() => setEditing(null), []);
  const closeRemoveQuestion = useCallback(() => setRemoving(null), []);

  if (titles.isPending) return <PageLoading />;
  if (titles.isError) return <PageError message={titles.error.message} onRetry={() => void titles.refetch()} />;

  const list = titles.data;
  const addButton = (
    <Button block color="primary" shape="rounded" onClick={() => setEditing({})}>
      {t('invoice.add')}
    </Button>
  );
  const sheet = <InvoiceTitleSheet visible={editing !== null} editing={editing?.title} onClose={closeSheet} />;

  if (list.length === 0) {
    return (
      <>
        <EmptyState title={t('invoice.empty')} description={t('invoice.emptyHint')}>
          <div className={styles.emptyAction}>{addButton}</div>
        </EmptyState>
        {sheet}
      </>
    );
  }

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast(t('invoice.removed'), 'success'),
    });
  };

  return (
    <div className={styles.withFooter}>
      <p className={styles.summary}>{t('invoice.hint')}</p>
      <ul className={styles.list} aria-label={t('title.invoiceList')}>
        {list.map((title) => (
          <li key={title.id}>
            <InvoiceTitleCard
              title={title}
              busy={remove.isPending}
              onEdit={() => setEditing({ title })}
              onRemove={() => setRemoving(title)}
            />
          </li>
        ))}
      </ul>
      <div className={styles.footer}>{addButton}</div>
      {sheet}
      <ConfirmDialog
        visible={removing !== null}
        content={t('invoice.removeConfirm', { title: removing?.title ?? '' })}
        confirmText={t('invoice.remove')}
        danger
        onConfirm={confirmRemove}
        onClose={closeRemoveQuestion}
      />
    </div>
  );
}
