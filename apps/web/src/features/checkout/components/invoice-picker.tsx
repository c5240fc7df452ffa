import type { InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoicePopup } from '../../../components/ui/choice-popup';
import { useInvoiceTitles } from '../api/list-invoice-titles';
import { PickerRow } from './picker-row';

const NO_INVOICE = '';

/** The invoice row and its sheet: no invoice, or one of the member's invoice titles (loaded when first opened). */
export function InvoicePicker({
  chosen,
  onChoose,
}: {
  chosen: InvoiceTitle | null;
  onChoose: (title: InvoiceTitle | null) => void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const titles = useInvoiceTitles(picking);
  const list = titles.data ?? [];
  const describe = (title: InvoiceTitle) =>
    [t(`checkout.invoiceKinds.${title.kind}`), title.taxNumber].filter(Boolean).join(' · ');

  return (
    <>
      <PickerRow
        label={t('checkout.invoice')}
        value={chosen ? chosen.title : t('checkout.invoiceNone')}
        onClick={() => setPicking(true)}
      />
      <ChoicePopup
        visible={picking}
        title={t('checkout.chooseInvoice')}
        choices={[
          { value: NO_INVOICE, label: t('checkout.invoiceNone') },
          ...list.map((title) => ({ value: title.id, label: title.title, detail: describe(title) })),
        ]}
        value={chosen?.id ?? NO_INVOICE}
        onChoose={(id) => onChoose(list.find((title) => title.id === id) ?? null)}
        onClose={() => setPicking(false)}
        source={titles}
      />
    </>
  );
}
