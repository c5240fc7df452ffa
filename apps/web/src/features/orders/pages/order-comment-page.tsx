import { COMMENT_MAX_LENGTH, COMMENT_MAX_PICTURES } from '@ffe/shared/constants';
import type { Order, OrderLine } from '@ffe/shared/contracts/order';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/page-states';
import { type PicturesState, PictureUploader } from '../../../components/ui/picture-uploader';
import { StarRating } from '../../../components/ui/star-rating';
import { Switch } from '../../../components/ui/switch';
import { refusalToasted } from '../../../lib/failure';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCommentOrder } from '../api/comment-order';
import panel from '../components/panel.module.css';
import { TextField } from '../components/text-field';
import { WithOrder } from '../components/with-order';
import styles from './order-comment-page.module.css';

interface Draft {
  rating: number;
  content: string;
  pictures: PicturesState;
  anonymous: boolean;
}

const FRESH: Draft = { rating: 5, content: '', pictures: { urls: [], uploading: 0 }, anonymous: false };

/** One line's comment: stars, words, pictures and whether to sign it. */
function CommentBlock({
  line,
  draft,
  showErrors,
  onChange,
}: {
  line: OrderLine;
  draft: Draft;
  showErrors: boolean;
  onChange: (change: Partial<Draft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={`${panel.panel} ${styles.block}`} aria-label={line.name} data-testid="comment-block">
      <header className={styles.goods}>
        <img src={line.cover} alt="" width={56} height={56} />
        <span className={styles.goodsText}>
          <span>{line.name}</span>
          {line.skuName && <span className={styles.option}>{t('order.option', { name: line.skuName })}</span>}
        </span>
      </header>
      <StarRating
        label={t('order.comment.rating')}
        value={draft.rating}
        onChange={(rating) => onChange({ rating })}
        words={(stars) => t(`order.comment.ratingWords.${stars}`)}
      />
      <TextField
        label={t('order.comment.content')}
        value={draft.content}
        onChange={(content) => onChange({ content })}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t('order.comment.placeholder')}
        error={showErrors && !draft.content.trim() ? t('order.comment.contentRequired') : undefined}
      />
      <PictureUploader
        label={t('order.comment.pictures', { count: COMMENT_MAX_PICTURES })}
        max={COMMENT_MAX_PICTURES}
        onChange={(pictures) => onChange({ pictures })}
      />
      <label className={styles.switchRow}>
        <span>{t('order.comment.anonymous')}</span>
        <Switch checked={draft.anonymous} onChange={(anonymous) => onChange({ anonymous })} />
      </label>
    </section>
  );
}

/** The form, or why this order takes no comments. */
function CommentOrWhyNot({ order }: { order: Order }) {
  const { t } = useTranslation();
  // Add-ons are not commented (decision 020).
  const waiting = order.lines.filter((line) => !line.addOn && !line.commented);
  const open = order.status === 'received' || order.status === 'completed';
  if (open && waiting.length > 0) return <CommentForm order={order} lines={waiting} />;
  return (
    <EmptyState
      title={open ? t('order.comment.allDone') : t('order.comment.notYet')}
      description={t(`order.status.${order.status}`)}
    >
      <Link to={pathTo('orderDetail', { id: order.id })} className={styles.link}>
        {t('order.comment.viewOrder')}
      </Link>
    </EmptyState>
  );
}

function CommentForm({ order, lines }: { order: Order; lines: OrderLine[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useCommentOrder();
  const once = useOneAtATime();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [tried, setTried] = useState(false);
  const draftOf = (line: OrderLine) => drafts[line.id] ?? FRESH;
  const uploading = lines.some((line) => draftOf(line).pictures.uploading > 0);

  const send = () => {
    setTried(true);
    if (lines.some((line) => !draftOf(line).content.trim())) return;
    const comments = lines.map((line) => {
      const draft = draftOf(line);
      return {
        lineId: line.id,
        rating: draft.rating,
        content: draft.content.trim(),
        pictures: draft.pictures.urls,
        anonymous: draft.anonymous,
      };
    });
    once(() =>
      submit.mutateAsync({ orderId: order.id, comments }).then(() => {
        toast(t('order.comment.sent'), 'success');
        navigate(pathTo('orderDetail', { id: order.id }), { replace: true });
      }, refusalToasted),
    );
  };

  return (
    <div className={styles.page}>
      {lines.map((line) => (
        <CommentBlock
          key={line.id}
          line={line}
          draft={draftOf(line)}
          showErrors={tried}
          onChange={(change) => setDrafts((all) => ({ ...all, [line.id]: { ...(all[line.id] ?? FRESH), ...change } }))}
        />
      ))}
      <div className={styles.submit}>
        <Button block color="primary" shape="rounded" loading={submit.isPending} disabled={uploading} onClick={send}>
          {t('order.comment.submit')}
        </Button>
      </div>
    </div>
  );
}

/** Comments on each line of a received order still waiting for one, all sent together. */
export default function OrderCommentPage({ id }: { id?: string | undefined }) {
  return <WithOrder id={id}>{(order) => <CommentOrWhyNot order={order} />}</WithOrder>;
}
