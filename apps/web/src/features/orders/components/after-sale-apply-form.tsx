import { AFTER_SALE_DESCRIPTION_MAX_LENGTH, AFTER_SALE_MAX_PICTURES } from '@ffe/shared/constants';
import type { Order } from '@ffe/shared/contracts/order';
import { formatCents } from '@ffe/shared/domain/money';
import {
  type AfterSaleKind,
  type AfterSaleReason,
  afterSaleKinds,
  afterSaleReasons,
} from '@ffe/shared/domain/order-state';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type PicturesState, PictureUploader } from '../../../components/ui/picture-uploader';
import { refusalToasted } from '../../../lib/failure';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useApplyAfterSale } from '../api/apply-after-sale';
import styles from '../pages/after-sale-page.module.css';
import { refundableCents, suggestedRefundCents } from '../utils/order-facts';
import { AfterSaleAmountField, amountProblem } from './after-sale-amount-field';
import { AfterSaleLines } from './after-sale-lines';
import { ChoiceGroup } from './choice-group';
import panel from './panel.module.css';
import { TextField } from './text-field';

/** The request for an order: what kind, why, which lines and how much, in words and pictures. */
export function AfterSaleApplyForm({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apply = useApplyAfterSale();
  const once = useOneAtATime();
  const maxCents = refundableCents(order);
  const [kind, setKind] = useState<AfterSaleKind>('refund_only');
  const [reason, setReason] = useState<AfterSaleReason>();
  const [description, setDescription] = useState('');
  const [pictures, setPictures] = useState<PicturesState>({ urls: [], uploading: 0 });
  const [amount, setAmount] = useState(formatCents(maxCents));
  const [lineIds, setLineIds] = useState<string[]>([]);
  const chooseLines = (ids: string[]) => {
    setLineIds(ids);
    setAmount(formatCents(suggestedRefundCents(order, ids)));
  };
  const [tried, setTried] = useState(false);

  const amountError = amountProblem(amount, maxCents, t);
  const reasonError = reason ? undefined : t('afterSale.reasonRequired');

  const send = () => {
    setTried(true);
    if (amountError || !reason) return;
    once(() =>
      apply
        .mutateAsync({
          orderId: order.id,
          kind,
          reason,
          description: description.trim(),
          pictures: pictures.urls,
          amount: Number(amount.trim()),
          ...(lineIds.length > 0 ? { lineIds } : {}),
        })
        .then((request) => {
          toast(t('afterSale.submitted'), 'success');
          navigate(pathTo('afterSale', { id: request.id }), { replace: true });
        }, refusalToasted),
    );
  };

  return (
    <div className={styles.page}>
      <section className={`${panel.panel} ${styles.card}`}>
        <p className={styles.order}>{t('afterSale.forOrder', { no: order.orderNo })}</p>
        <ChoiceGroup
          label={t('afterSale.kind')}
          choices={afterSaleKinds.map((value) => ({ value, label: t(`afterSale.kinds.${value}`) }))}
          value={kind}
          onChange={setKind}
        />
        <ChoiceGroup
          label={t('afterSale.reason')}
          choices={afterSaleReasons.map((value) => ({ value, label: t(`afterSale.reasons.${value}`) }))}
          value={reason}
          onChange={setReason}
          error={tried ? reasonError : undefined}
        />
        <AfterSaleLines lines={order.lines} chosen={lineIds} onChange={chooseLines} />
        <AfterSaleAmountField
          amount={amount}
          onChange={setAmount}
          error={amountError}
          maxCents={maxCents}
          suggestedCents={lineIds.length > 0 ? suggestedRefundCents(order, lineIds) : undefined}
        />
      </section>
      <section className={`${panel.panel} ${styles.card}`}>
        <TextField
          label={t('afterSale.description')}
          value={description}
          onChange={setDescription}
          maxLength={AFTER_SALE_DESCRIPTION_MAX_LENGTH}
          placeholder={t('afterSale.descriptionPlaceholder')}
        />
        <PictureUploader
          label={t('afterSale.pictures', { count: AFTER_SALE_MAX_PICTURES })}
          max={AFTER_SALE_MAX_PICTURES}
          onChange={setPictures}
        />
      </section>
      <div className={styles.submit}>
        <Button
          block
          color="primary"
          shape="rounded"
          loading={apply.isPending}
          disabled={pictures.uploading > 0 || Boolean(amountError)}
          onClick={send}
        >
          {t('afterSale.submit')}
        </Button>
      </div>
    </div>
  );
}
