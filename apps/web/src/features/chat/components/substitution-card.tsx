import { SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import type { ShopNoticeBody } from '@ffe/shared/contracts/im';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnswerSubstitution, useSubstitution } from '../api/substitution';
import styles from './service-cards.module.css';

export type SubstitutionNotice = Extract<ShopNoticeBody, { kind: 'substitution' }>;

/** A moment as the shop's clock (UTC+8) reads it, `2026-05-20 14:30`, wherever the phone is. */
const shopTime = (at: number) => new Date(at + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The shop proposes substitutes for stems the cooler fell short of (issue 44): what is replaced, by when to answer,
 * and two taps, 同意替换 or 改为次日送达; once settled (by the customer or the shop's rule), how it ended.
 */
export function SubstitutionCard({ body }: { body: SubstitutionNotice }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const proposal = useSubstitution(body.substitution_id);
  const answer = useAnswerSubstitution(body.substitution_id);
  const state = proposal.data;
  const open = state?.status === 'proposed' && state.deadline > Date.now();

  let outcome: string | null = null;
  if (state?.status === 'approved') outcome = t('chat.shopNotice.substitution.approved');
  else if (state?.status === 'moved') outcome = t('chat.shopNotice.substitution.moved', { date: state.deliveryDate });
  else if (state?.status === 'expired' || (state?.status === 'proposed' && !open)) {
    outcome = t('chat.shopNotice.substitution.expired');
  } else if (state) outcome = open ? null : t('chat.shopNotice.substitution.closed');

  return (
    <section className={styles.card} aria-label={t('chat.shopNotice.substitution.title')}>
      <span className={styles.title}>{t('chat.shopNotice.substitution.title')}</span>
      <span className={styles.hint}>{t('chat.shopNotice.substitution.intro', { no: body.order_no })}</span>
      <ul className={styles.couponName}>
        {body.lines.map((line) => (
          <li key={`${line.name}-${line.substitute}`}>
            {t('chat.shopNotice.substitution.line', {
              from: english ? (line.name_en ?? line.name) : line.name,
              to: english ? (line.substitute_en ?? line.substitute) : line.substitute,
              units: line.units,
            })}
          </li>
        ))}
      </ul>
      {proposal.isPending && <span className={styles.hint}>{t('chat.shopNotice.substitution.loading')}</span>}
      {open && (
        <>
          <span className={styles.hint}>
            {t('chat.shopNotice.substitution.deadline', { time: shopTime(state.deadline) })}
          </span>
          <Button
            color="primary"
            size="small"
            loading={answer.isPending && answer.variables === 'approve'}
            disabled={answer.isPending}
            onClick={() => answer.mutate('approve')}
          >
            {t('chat.shopNotice.substitution.approve')}
          </Button>
          <Button
            size="small"
            loading={answer.isPending && answer.variables === 'next-day'}
            disabled={answer.isPending}
            onClick={() => answer.mutate('next-day')}
          >
            {t('chat.shopNotice.substitution.nextDay')}
          </Button>
        </>
      )}
      {outcome && (
        <span className={styles.hint} role="status">
          {outcome}
        </span>
      )}
      {answer.error && (
        <span className={styles.hint} role="alert">
          {answer.error.message}
        </span>
      )}
      <Link to={body.url} className={styles.open}>
        {t('chat.shopNotice.openOrder')} ›
      </Link>
    </section>
  );
}
