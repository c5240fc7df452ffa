import { ORDER_NOTE_MAX_LENGTH } from '@ffe/shared/constants';
import type { InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import type { OrderQuote } from '@ffe/shared/contracts/order';
import { Input } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../pages/order-confirm-page.module.css';
import sectionStyles from './checkout.module.css';
import { CouponPicker } from './coupon-picker';
import { InvoicePicker } from './invoice-picker';

/** The card of extras: the coupon, the invoice and a note for the shop. */
export function OrderExtras({
  quote,
  onCoupon,
  invoice,
  onInvoice,
  note,
  onNote,
}: {
  quote: OrderQuote;
  onCoupon: (couponId: string | null) => void;
  invoice: InvoiceTitle | null;
  onInvoice: (invoice: InvoiceTitle | null) => void;
  note: string;
  onNote: (note: string) => void;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <section className={sectionStyles.section} aria-label={t('checkout.extras')}>
      <CouponPicker quote={quote} onChoose={onCoupon} />
      <InvoicePicker chosen={invoice} onChoose={onInvoice} />
      <div className={sectionStyles.row}>
        <label htmlFor={noteId} className={sectionStyles.rowLabel}>
          {t('checkout.note')}
        </label>
        <Input
          id={noteId}
          className={styles.note}
          value={note}
          onChange={onNote}
          maxLength={ORDER_NOTE_MAX_LENGTH}
          placeholder={t('checkout.notePlaceholder')}
        />
      </div>
    </section>
  );
}
