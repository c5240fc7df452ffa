import type { InvoiceInput, InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import { Popup } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveInvoiceTitle } from '../../lib/api/save-invoice-title';
import { toastFailure } from '../../lib/failure';
import { toast } from '../../lib/toast';
import { useCloseOnEscape } from '../../lib/use-close-on-escape';
import { LineIcon } from '../ui/line-icon';
import styles from './invoice-title.module.css';
import { InvoiceTitleForm } from './invoice-title-form';

/**
 * A bottom sheet to add an invoice title, or edit `editing`; saved, it says so and hands the title back (checkout
 * then chooses it). Opened over another sheet, it sits above it.
 */
export function InvoiceTitleSheet({
  visible,
  editing,
  onClose,
  onSaved,
}: {
  visible: boolean;
  editing?: InvoiceTitle | undefined;
  onClose: () => void;
  onSaved?: (title: InvoiceTitle) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = useSaveInvoiceTitle();
  useCloseOnEscape(visible, onClose);

  const submit = (input: InvoiceInput) =>
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: (title) => {
          toast(t('invoice.saved'), 'success');
          onSaved?.(title);
          onClose();
        },
        onError: (error) => toastFailure(error),
      },
    );

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.body}
      destroyOnClose
      getContainer={() => document.body}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={headingId} className={styles.sheet}>
        <div className={styles.head}>
          <h2 id={headingId} className={styles.heading}>
            {t(editing ? 'invoice.edit' : 'invoice.add')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
            <LineIcon d="M6 6l12 12M18 6L6 18" size={20} />
          </button>
        </div>
        <InvoiceTitleForm key={editing?.id ?? 'new'} initial={editing} saving={save.isPending} onSave={submit} />
      </div>
    </Popup>
  );
}
