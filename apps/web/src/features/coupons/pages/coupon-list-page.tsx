import type { CouponOffer } from '@ffe/shared/contracts/coupon';
import { Button, Tabs } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadMore } from '../../../components/ui/load-more';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { refusalToasted } from '../../../lib/failure';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { PATHS, pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useClaimCoupon } from '../api/claim-coupon';
import { useCouponCentre } from '../api/get-coupon-centre';
import { type MyCouponsTab, useMyCouponsInfinite } from '../api/list-my-coupons';
import { CouponCard } from '../components/coupon-card';
import { validityOf } from '../utils/coupon-words';
import styles from './coupon-list-page.module.css';

const TABS = ['unused', 'used', 'expired', 'centre'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | undefined): value is Tab => (TABS as readonly (string | undefined)[]).includes(value);

function MyCoupons({ state, onClaimMore }: { state: MyCouponsTab; onClaimMore: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const coupons = useMyCouponsInfinite(state);

  if (coupons.isPending) return <PageLoading />;
  if (coupons.isError) return <PageError message={coupons.error.message} onRetry={() => void coupons.refetch()} />;

  const list = coupons.data.pages.flatMap((page) => page.list);
  if (list.length === 0) {
    return (
      <EmptyState title={t(`coupon.empty.${state}`)}>
        {state === 'unused' && (
          <Button color="primary" shape="rounded" onClick={onClaimMore}>
            {t('coupon.goClaim')}
          </Button>
        )}
      </EmptyState>
    );
  }

  return (
    <>
      <ul className={styles.list}>
        {list.map((coupon) => (
          <li key={coupon.id}>
            <CouponCard
              terms={coupon}
              validity={validityOf(coupon.startsAt, coupon.expiresAt)}
              mark={coupon.state === 'unused' ? undefined : t(`coupon.states.${coupon.state}`)}
              greyed={coupon.state === 'used' || coupon.state === 'expired'}
            >
              {coupon.state === 'unused' && (
                <Button size="mini" color="primary" shape="rounded" onClick={() => navigate(PATHS.home)}>
                  {t('coupon.use')}
                </Button>
              )}
            </CouponCard>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={coupons.hasNextPage} loadMore={() => coupons.fetchNextPage({ throwOnError: true })} />
    </>
  );
}

/** What is left, the per-member limit, and how many the member already holds. */
const offerMark = (offer: CouponOffer, t: TFunction) =>
  [
    t('coupon.remaining', { count: offer.remaining }),
    t('coupon.perMember', { count: offer.perMemberLimit }),
    ...(offer.claimedByMe > 0 ? [t('coupon.claimedCount', { count: offer.claimedByMe })] : []),
  ].join(' · ');

/** The offer's validity: a life counted from the claim, or a fixed window. */
function offerValidity(offer: CouponOffer, t: TFunction) {
  if (offer.validDays !== null) return t('coupon.validDays', { count: offer.validDays });
  if (offer.validFrom !== null && offer.validUntil !== null) return validityOf(offer.validFrom, offer.validUntil);
  return '';
}

function ClaimCentre() {
  const { t } = useTranslation();
  const offers = useCouponCentre();
  const claim = useClaimCoupon();
  const once = useOneAtATime();

  if (offers.isPending) return <PageLoading />;
  if (offers.isError) return <PageError message={offers.error.message} onRetry={() => void offers.refetch()} />;
  if (offers.data.length === 0) return <EmptyState title={t('coupon.empty.centre')} />;

  const claimOne = (templateId: string) =>
    once(() => claim.mutateAsync(templateId).then(() => toast(t('coupon.claimed'), 'success'), refusalToasted));

  return (
    <ul className={styles.list}>
      {offers.data.map((offer) => (
        <li key={offer.templateId}>
          <CouponCard
            terms={offer}
            validity={offerValidity(offer, t)}
            mark={offerMark(offer, t)}
            greyed={offer.unclaimableReason === 'soldOut' || offer.unclaimableReason === 'ended'}
          >
            <Button
              size="mini"
              color="primary"
              shape="rounded"
              disabled={offer.unclaimableReason !== null}
              loading={claim.isPending && claim.variables === offer.templateId}
              onClick={() => claimOne(offer.templateId)}
            >
              {t(`coupon.claimButton.${offer.unclaimableReason ?? (offer.claimedByMe > 0 ? 'again' : 'claim')}`)}
            </Button>
          </CouponCard>
        </li>
      ))}
    </ul>
  );
}

/** The member's coupons by state, and the claim centre as the last tab; the tab lives in the query. */
export default function CouponListPage({ tab }: { tab?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = isTab(tab) ? tab : 'unused';
  const choose = (key: string) =>
    navigate(pathTo('couponList', { tab: key === 'unused' ? undefined : key }), { replace: true });

  return (
    <div className={styles.page}>
      <Tabs className={styles.tabs} activeKey={current} onChange={choose}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`coupon.tabs.${key}`)} />
        ))}
      </Tabs>
      {current === 'centre' ? (
        <ClaimCentre />
      ) : (
        <MyCoupons key={current} state={current} onClaimMore={() => choose('centre')} />
      )}
    </div>
  );
}
