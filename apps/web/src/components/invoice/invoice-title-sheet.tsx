import type { InvoiceInput, InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import { useTranslation } from 'react-i18next';
import { useSaveInvoiceTitle } from '../../lib/api/save-invoice-title';
import { toast } from '../../lib/toast';
import { BottomSheet } from '../ui/bottom-sheet';
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
  const save = useSaveInvoiceTitle();

  const submit = (input: InvoiceInput) =>
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: (title) => {
          toast(t('invoice.saved'), 'success');
          onSaved?.(title);
          onClose();
        },
      },
    );

  return (
    <BottomSheet
      visible={visible}
      title={t(editing ? 'invoice.edit' : 'invoice.add')}
      onClose={onClose}
      tall
      popup={{ destroyOnClose: true, getContainer: () => document.body }}
    >
      <InvoiceTitleForm key={editing?.id ?? 'new'} initial={editing} saving={save.isPending} onSave={submit} />
    </BottomSheet>
  );
}
