import type { InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceTitleSheet } from '../../../components/invoice/invoice-title-sheet';
import { ChoicePopup } from '../../../components/ui/choice-popup';
import { useInvoiceTitles } from '../../../lib/api/list-invoice-titles';
import { PickerRow } from './picker-row';

const NO_INVOICE = '';

/** What the title sheet is open for: a new title, or the one being edited. */
type Editing = { title?: InvoiceTitle } | null;

/**
 * The invoice row and its sheet: no invoice, or one of the member's invoice titles (loaded when first opened), each
 * with 编辑, and 新增发票抬头; a title added or edited here is the one chosen.
 */
export function InvoicePicker({
  chosen,
  onChoose,
}: {
  chosen: InvoiceTitle | null;
  onChoose: (title: InvoiceTitle | null) => void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const titles = useInvoiceTitles(picking);
  const list = titles.data ?? [];
  const describe = (title: InvoiceTitle) =>
    [t(`checkout.invoiceKinds.${title.kind}`), title.taxNumber].filter(Boolean).join(' · ');
  const edit = (next: Editing) => {
    setPicking(false);
    setEditing(next);
  };

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
          ...list.map((title) => ({
            value: title.id,
            label: title.title,
            detail: describe(title),
            action: {
              label: t('checkout.invoiceEdit'),
              name: t('checkout.invoiceEditNamed', { title: title.title }),
              onClick: () => edit({ title }),
            },
          })),
        ]}
        value={chosen?.id ?? NO_INVOICE}
        onChoose={(id) => onChoose(list.find((title) => title.id === id) ?? null)}
        onClose={() => setPicking(false)}
        source={titles}
      >
        <Button block color="primary" fill="outline" shape="rounded" onClick={() => edit({})}>
          {t('invoice.add')}
        </Button>
      </ChoicePopup>
      <InvoiceTitleSheet
        visible={editing !== null}
        editing={editing?.title}
        onClose={() => setEditing(null)}
        onSaved={onChoose}
      />
    </>
  );
}
