import type { GoodsDetail, GoodsSku, GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddOnPicks } from '../../../components/goods/add-on-picks';
import { DeliveryPromise } from '../../../components/goods/delivery-promise';
import { EarliestDay } from '../../../components/goods/earliest-day';
import { MarketPrice, Price } from '../../../components/goods/price';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useWechatShareCard } from '../../../lib/wechat/use-share-card';
import { useGoodsDetail } from '../api/get-goods-detail';
import { useStemDates } from '../api/get-stem-dates';
import { DetailActionBar } from '../components/detail-action-bar';
import { DetailComments } from '../components/detail-comments';
import { DetailHeader } from '../components/detail-header';
import { GoodsGallery } from '../components/goods-gallery';
import { SizeChoices } from '../components/size-choices';
import { useScrollProgress } from '../hooks/use-scroll-progress';
import styles from './goods-detail-page.module.css';

/** Scrolling this far turns the see-through header white. */
const HEADER_FADE_PX = 240;

function GoodsFacts({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const facts = [
    { label: t('goods.flowerLanguage'), value: goods.flowerLanguage },
    { label: t('goods.materials'), value: goods.materials },
    { label: t('goods.packaging'), value: goods.packaging },
    { label: t('goods.delivery'), value: goods.deliveryNotes },
  ].filter((fact) => fact.value);
  if (facts.length === 0) return null;
  return (
    <dl className={`${styles.card} ${styles.facts}`}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function GoodsDetailView({ id }: { id: string }) {
  const { t } = useTranslation();
  const detail = useGoodsDetail(id);
  const progress = useScrollProgress(HEADER_FADE_PX);
  const goods = detail.data;
  const name = goods?.name;
  const [addOns, setAddOns] = useState<GoodsSummary[]>([]);
  const [size, setSize] = useState<GoodsSku | undefined>(undefined);
  // Asked only of a goods on sale with a size made from a recipe: the others' stock says it all.
  const earliestDays = useStemDates(id, goods?.status === 'on_sale' && goods.fromCooler === true).data;
  const toggleAddOn = (addOn: GoodsSummary) =>
    setAddOns((picked) =>
      picked.some((p) => p.id === addOn.id) ? picked.filter((p) => p.id !== addOn.id) : [...picked, addOn],
    );

  // Another goods opened from this page (a new key) starts at its pictures, not halfway down.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // The browser tab names the goods once it has arrived; the header draws the name itself.
  usePageTitle(name);
  useWechatShareCard(
    goods && {
      kind: 'goods',
      name: goods.name,
      salePrice: goods.salePrice,
      from: goods.hasSpecs,
      picture: goods.cover,
    },
  );

  if (!goods) {
    let state: React.ReactNode;
    if (detail.error instanceof ApiError && detail.error.code === 404)
      state = <EmptyState title={t('goods.notFound')} />;
    else if (detail.isError) state = <PageError message={detail.error.message} onRetry={() => void detail.refetch()} />;
    else state = <PageLoading />;
    return (
      <>
        <DetailHeader progress={1} />
        <div className={styles.state}>{state}</div>
      </>
    );
  }

  // A chosen size's prices replace the goods' lowest ones.
  const shown = size ?? goods;
  return (
    <div className={styles.page}>
      <DetailHeader title={goods.name} progress={progress} />
      <GoodsGallery pictures={goods.pictures.length > 0 ? goods.pictures : [goods.cover]} name={goods.name} />
      <section className={`${styles.card} ${styles.summary}`}>
        <div className={styles.prices}>
          <Price value={shown.salePrice} large from={goods.hasSpecs && !size} testId="sale-price" />
          {shown.marketPrice > shown.salePrice && <MarketPrice value={shown.marketPrice} />}
          {/* New goods say nothing of sales rather than 已售0. */}
          {goods.sales > 0 && <span className={styles.sales}>{t('goods.sales', { count: goods.sales })}</span>}
        </div>
        <h1 className={styles.name}>{goods.name}</h1>
        {goods.specs && <SizeChoices specs={goods.specs} chosenId={size?.id} onChoose={setSize} />}
        <AddOnPicks
          title={t('specs.addOns')}
          hint={t('specs.addOnsHint')}
          addOns={goods.addOns}
          picked={Object.fromEntries(addOns.map((addOn) => [addOn.id, 1]))}
          soldOutText={t('specs.soldOut')}
          onToggle={toggleAddOn}
        />
      </section>
      <div className={`${styles.card} ${styles.promise}`}>
        <DeliveryPromise />
        {/* The chosen size's day; a goods without sizes has its own under the key null. */}
        {(size || !goods.specs) && <EarliestDay earliest={earliestDays?.get(size ? size.id : null)} />}
      </div>
      <GoodsFacts goods={goods} />
      <div className={styles.card}>
        <DetailComments goods={goods} />
      </div>
      {goods.description && (
        <section className={styles.card} aria-labelledby="goods-description">
          <h2 className={styles.sectionTitle} id="goods-description">
            {t('goods.description')}
          </h2>
          <p className={styles.description}>{goods.description}</p>
        </section>
      )}
      <DetailActionBar
        goods={goods}
        size={size}
        addOns={addOns}
        onAdded={() => setAddOns([])}
        earliestDays={earliestDays}
      />
    </div>
  );
}

/** One goods: pictures, price, what it is made of, what customers say, and the bar to buy it. */
export default function GoodsDetailPage({ id }: { id?: string | undefined }) {
  const { t } = useTranslation();
  if (!id) {
    return (
      <>
        <DetailHeader progress={1} />
        <div className={styles.state}>
          <EmptyState title={t('goods.notFound')} />
        </div>
      </>
    );
  }
  return <GoodsDetailView key={id} id={id} />;
}
