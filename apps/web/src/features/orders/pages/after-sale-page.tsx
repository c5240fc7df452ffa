import { AFTER_SALE_DESCRIPTION_MAX_LENGTH, AFTER_SALE_MAX_PICTURES } from '@ffe/shared/constants';
import { type AfterSale, afterSaleKind, afterSaleReason } from '@ffe/shared/contracts/after-sale';
import type { Order } from '@ffe/shared/contracts/order';
import { formatCents, formatYuan, toCents } from '@ffe/shared/domain/money';
import { canAskAfterSale, isAfterSaleOpen } from '@ffe/shared/domain/order-state';
import { Button, Input, Steps } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadMore } from '../../../components/ui/load-more';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useApplyAfterSale } from '../api/apply-after-sale';
import { useAfterSale } from '../api/get-after-sale';
import { useAfterSalesInfinite } from '../api/list-after-sales';
import { useWithdrawAfterSale } from '../api/withdraw-after-sale';
import { AfterSaleLines, afterSaleLineText } from '../components/after-sale-lines';
import { ChoiceGroup } from '../components/choice-group';
import { Fact, Facts } from '../components/fact-list';
import panel from '../components/panel.module.css';
import { type PicturesState, PictureUploader } from '../components/picture-uploader';
import { TextField } from '../components/text-field';
import { WithOrder } from '../components/with-order';
import { isNotFound, toastRefusal } from '../utils/failure';
import { factsOf, refundableCents, suggestedRefundCents } from '../utils/order-facts';
import { formatShopTime } from '../utils/shop-time';
import styles from './after-sale-page.module.css';

type Kind = z.infer<typeof afterSaleKind>;
type Reason = z.infer<typeof afterSaleReason>;

/** Yuan as typed: digits with at most two decimals. */
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** What is wrong with the typed amount, given the most that can be refunded; undefined when it is fine. */
function amountProblem(text: string, maxCents: number, t: TFunction) {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed) || toCents(Number(trimmed)) <= 0) return t('afterSale.amountInvalid');
  if (toCents(Number(trimmed)) > maxCents) return t('afterSale.amountTooHigh', { max: formatCents(maxCents) });
  return undefined;
}

function ApplyForm({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apply = useApplyAfterSale();
  const maxCents = refundableCents(order);
  const [kind, setKind] = useState<Kind>('refund_only');
  const [reason, setReason] = useState<Reason>();
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
    apply.mutate(
      {
        orderId: order.id,
        kind,
        reason,
        description: description.trim(),
        pictures: pictures.urls,
        amount: Number(amount.trim()),
        ...(lineIds.length > 0 ? { lineIds } : {}),
      },
      {
        onSuccess: (request) => {
          toast(t('afterSale.submitted'), 'success');
          navigate(pathTo('afterSale', { id: request.id }), { replace: true });
        },
        onError: toastRefusal,
      },
    );
  };

  return (
    <div className={styles.page}>
      <section className={`${panel.panel} ${styles.card}`}>
        <p className={styles.order}>{t('afterSale.forOrder', { no: order.orderNo })}</p>
        <ChoiceGroup
          label={t('afterSale.kind')}
          choices={afterSaleKind.options.map((value) => ({ value, label: t(`afterSale.kinds.${value}`) }))}
          value={kind}
          onChange={setKind}
        />
        <ChoiceGroup
          label={t('afterSale.reason')}
          choices={afterSaleReason.options.map((value) => ({ value, label: t(`afterSale.reasons.${value}`) }))}
          value={reason}
          onChange={setReason}
          error={tried ? reasonError : undefined}
        />
        <AfterSaleLines lines={order.lines} chosen={lineIds} onChange={chooseLines} />
        <div className={styles.amount}>
          <label htmlFor="after-sale-amount">{t('afterSale.amount')}</label>
          <Input
            id="after-sale-amount"
            className={styles.amountInput}
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            aria-invalid={Boolean(amountError)}
            aria-describedby="after-sale-amount-hint"
          />
        </div>
        <p id="after-sale-amount-hint" className={amountError ? styles.error : styles.hint}>
          {amountError ??
            (lineIds.length > 0
              ? `${t('afterSale.suggested', { amount: formatCents(suggestedRefundCents(order, lineIds)) })} · `
              : '') + t('afterSale.amountHint', { max: formatCents(maxCents) })}
        </p>
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

/** The apply form for an order, or why it cannot have one now. */
function ApplyOrWhyNot({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (canAskAfterSale(factsOf(order))) return <ApplyForm order={order} />;
  const open = order.afterSales.find((request) => isAfterSaleOpen(request.status));
  return (
    <EmptyState
      title={open ? t('afterSale.openExists') : t('afterSale.notAllowed')}
      description={t(`order.status.${order.status}`)}
    >
      <Link
        className={styles.link}
        to={open ? pathTo('afterSale', { id: open.id }) : pathTo('orderDetail', { id: order.id })}
      >
        {open ? t('afterSale.viewProgress') : t('afterSale.viewOrder')}
      </Link>
    </EmptyState>
  );
}

type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/** The request's road: submitted → reviewed → refunded, or its end when rejected or withdrawn. */
function stepsOf(request: AfterSale): { title: string; status: StepStatus }[] {
  const submitted = { title: 'requested', status: 'finish' as StepStatus };
  switch (request.status) {
    case 'rejected':
      return [submitted, { title: 'review', status: 'finish' }, { title: 'rejected', status: 'error' }];
    case 'withdrawn':
      return [submitted, { title: 'withdrawn', status: 'finish' }];
    case 'requested':
      return [submitted, { title: 'review', status: 'process' }, { title: 'refunded', status: 'wait' }];
    case 'approved':
      return [submitted, { title: 'review', status: 'finish' }, { title: 'refunded', status: 'process' }];
    case 'refunded':
      return [submitted, { title: 'review', status: 'finish' }, { title: 'refunded', status: 'finish' }];
  }
}

/** One request's progress and details; it can be withdrawn while the shop has not looked at it. */
function Progress({ id }: { id: string }) {
  const { t } = useTranslation();
  const request = useAfterSale(id);
  const withdraw = useWithdrawAfterSale();
  const [asking, setAsking] = useState(false);
  const close = useCallback(() => setAsking(false), []);

  if (isNotFound(request.error)) return <EmptyState title={t('afterSale.notFound')} />;
  if (request.isPending) return <PageLoading />;
  if (request.isError) return <PageError message={request.error.message} onRetry={() => void request.refetch()} />;

  const shown = request.data;
  const withdrawNow = () =>
    withdraw.mutate(shown.id, { onSuccess: () => toast(t('afterSale.withdrawn'), 'success'), onError: toastRefusal });

  return (
    <div className={styles.page}>
      <header className={styles.status}>
        <h2>{t(`afterSale.status.${shown.status}`)}</h2>
        <p>{t(`afterSale.statusHint.${shown.status}`)}</p>
      </header>
      <section className={`${panel.panel} ${styles.card}`} aria-label={t('afterSale.progress')}>
        <Steps>
          {stepsOf(shown).map((step) => (
            <Steps.Step key={step.title} title={t(`afterSale.steps.${step.title}`)} status={step.status} />
          ))}
        </Steps>
        {shown.staffNote && <p className={styles.note}>{t('afterSale.staffNote', { note: shown.staffNote })}</p>}
      </section>
      <section className={`${panel.panel} ${styles.card}`}>
        <Facts>
          <Fact label={t('afterSale.amount')}>
            <strong className={styles.price}>{t('order.money', { amount: formatYuan(shown.amount) })}</strong>
          </Fact>
          {shown.lines.length > 0 && (
            <Fact label={t('afterSale.lines')}>{shown.lines.map(afterSaleLineText).join(t('order.separator'))}</Fact>
          )}
          <Fact label={t('afterSale.kind')}>{t(`afterSale.kinds.${shown.kind}`)}</Fact>
          <Fact label={t('afterSale.reason')}>{t(`afterSale.reasons.${shown.reason}`)}</Fact>
          <Fact label={t('afterSale.orderNo')}>
            <Link className={styles.link} to={pathTo('orderDetail', { id: shown.orderId })}>
              {shown.orderNo}
            </Link>
          </Fact>
          <Fact label={t('afterSale.createdAt')}>{formatShopTime(shown.createTime)}</Fact>
          {shown.description && <Fact label={t('afterSale.description')}>{shown.description}</Fact>}
        </Facts>
        {shown.pictures.length > 0 && (
          <ul className={styles.pictures} aria-label={t('afterSale.evidence')}>
            {shown.pictures.map((url, index) => (
              <li key={url}>
                <img src={url} alt={t('order.pictures.picture', { index: index + 1 })} loading="lazy" />
              </li>
            ))}
          </ul>
        )}
      </section>
      {shown.status === 'requested' && (
        <div className={styles.submit}>
          <Button block shape="rounded" loading={withdraw.isPending} onClick={() => setAsking(true)}>
            {t('afterSale.withdraw')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        visible={asking}
        content={t('afterSale.withdrawConfirm')}
        confirmText={t('afterSale.withdraw')}
        danger
        onConfirm={withdrawNow}
        onClose={close}
      />
    </div>
  );
}

/** The member's requests, newest first, each opening its progress. */
function Requests() {
  const { t } = useTranslation();
  const requests = useAfterSalesInfinite();
  if (requests.isPending) return <PageLoading />;
  if (requests.isError) return <PageError message={requests.error.message} onRetry={() => void requests.refetch()} />;
  const list = requests.data.pages.flatMap((page) => page.list);
  if (list.length === 0) return <EmptyState title={t('afterSale.empty')} description={t('afterSale.emptyHint')} />;
  return (
    <div className={styles.page}>
      <ul className={styles.requests}>
        {list.map((request) => (
          <li key={request.id}>
            <Link
              className={`${panel.panel} ${styles.request}`}
              to={pathTo('afterSale', { id: request.id })}
              data-testid="after-sale"
            >
              <span className={styles.requestHead}>
                <span>{t('afterSale.forOrder', { no: request.orderNo })}</span>
                <span className={styles.requestStatus}>{t(`afterSale.status.${request.status}`)}</span>
              </span>
              <span className={styles.requestBody}>
                <span>
                  {t(`afterSale.kinds.${request.kind}`)} · {t(`afterSale.reasons.${request.reason}`)}
                </span>
                <strong>{t('order.money', { amount: formatYuan(request.amount) })}</strong>
              </span>
              <span className={styles.hint}>{formatShopTime(request.createTime)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={requests.hasNextPage} loadMore={() => requests.fetchNextPage({ throwOnError: true })} />
    </div>
  );
}

/** After-sale service: `?orderId=` applies for an order, `?id=` follows one request, neither lists them all. */
export default function AfterSalePage({ id, orderId }: { id?: string | undefined; orderId?: string | undefined }) {
  if (id) return <Progress key={id} id={id} />;
  if (orderId) return <WithOrder id={orderId}>{(order) => <ApplyOrWhyNot order={order} />}</WithOrder>;
  return <Requests />;
}
