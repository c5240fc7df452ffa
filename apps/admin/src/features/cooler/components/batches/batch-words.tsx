import type { CoolerBatch, CoolerBatchStem } from '@ffe/shared/contracts/cooler-batches';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A stem's name in the page's language (the Chinese one when it has no English). */
export const stemNameOf = (stem: Pick<CoolerBatchStem, 'name' | 'nameEn'>, language: string) =>
  language === 'en' && stem.nameEn ? stem.nameEn : stem.name;

/** A supplier's name in the page's language, or null when the batch names none. */
export const supplierNameOf = (batch: CoolerBatch, language: string) =>
  language === 'en' && batch.supplierNameEn ? batch.supplierNameEn : batch.supplierName;

/** Yuan as typed in a form to integer cents; undefined stays undefined. */
export const centsOf = (yuan: number | null | undefined) =>
  yuan === null || yuan === undefined ? undefined : Math.round(yuan * 100);

export const yuanOf = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

/** How long a batch still keeps: red once expired or on its last day, orange tomorrow, gold within three days. */
export function DaysLeftTag({ daysLeft }: { daysLeft: number }) {
  const { t } = useTranslation();
  const colour = daysLeft <= 0 ? 'red' : daysLeft === 1 ? 'orange' : daysLeft <= 3 ? 'gold' : 'green';
  const text =
    daysLeft < 0
      ? t('cooler.batches.days.expired')
      : daysLeft === 0
        ? t('cooler.batches.days.today')
        : daysLeft === 1
          ? t('cooler.batches.days.tomorrow')
          : t('cooler.batches.days.left', { count: daysLeft });
  return <Tag color={colour}>{text}</Tag>;
}
