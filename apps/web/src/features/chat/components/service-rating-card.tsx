import { useRateService } from '@ffe/im-client/api/rate-service';
import { useImClient } from '@ffe/im-client/client-context';
import { changeMessages } from '@ffe/im-client/runtime/im-store';
import type { ServiceRatingBody } from '@ffe/shared/contracts/admin-desk';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarRating } from '../../../components/ui/star-rating';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import styles from './service-cards.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** Stars given, read-only: ★ for each, ☆ for the rest. */
function GivenStars({ stars, comment }: { stars: number; comment: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.hint}>{t('chat.service.rating.given')}</span>
      <span className={styles.given} role="img" aria-label={t('chat.service.rating.star', { count: stars })}>
        {STARS.map((n) => (n <= stars ? '★' : '☆')).join('')}
      </span>
      {comment && <span className={styles.hint}>{comment}</span>}
    </>
  );
}

/**
 * Customer service's request to rate a resolved conversation: 1–5 stars and an optional comment, sent once; then
 * the stars given, read-only (also when the message already carries them, or the server says it was rated).
 */
export function ServiceRatingCard({
  messageId,
  body,
  canRate,
}: {
  messageId: string;
  body: ServiceRatingBody;
  /** The customer rates; the staff who sent the request only see it answered or waiting. */
  canRate: boolean;
}) {
  const imClient = useImClient();
  const { t } = useTranslation();
  const rate = useRateService();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const given = body.stars ?? rate.data?.stars ?? null;
  const alreadyRated = rate.error instanceof ApiError && rate.error.code === 409;

  const submit = () => {
    const words = comment.trim();
    rate.mutate(
      { session_id: body.session_id, stars, ...(words ? { comment: words } : {}) },
      {
        // The message keeps the stars, so the card stays read-only when the chat is opened again.
        onSuccess: (result) =>
          changeMessages(
            imClient,
            (m) => m._id === messageId,
            (m) => ({ ...m, body: { ...body, stars: result.stars, comment: result.comment } }),
          ),
        onError: (error) => {
          if (!(error instanceof ApiError && error.code === 409)) toast(error.message, 'fail');
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-label={t('chat.service.rating.title')}>
      <span className={styles.title}>{t('chat.service.rating.title')}</span>
      {given !== null ? (
        <GivenStars stars={given} comment={body.stars !== null ? body.comment : (rate.data?.comment ?? null)} />
      ) : alreadyRated || !canRate ? (
        <span className={styles.hint}>
          {t(canRate ? 'chat.service.rating.already' : 'chat.service.rating.waiting')}
        </span>
      ) : (
        <>
          <StarRating label={t('chat.service.rating.stars')} labelHidden value={stars} onChange={setStars} />
          <textarea
            className={styles.comment}
            value={comment}
            maxLength={200}
            placeholder={t('chat.service.rating.comment')}
            aria-label={t('chat.service.rating.comment')}
            onChange={(event) => setComment(event.target.value)}
          />
          <Button color="primary" size="small" disabled={stars === 0} loading={rate.isPending} onClick={submit}>
            {t('chat.service.rating.submit')}
          </Button>
        </>
      )}
    </section>
  );
}
