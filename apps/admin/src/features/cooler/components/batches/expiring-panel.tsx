import type { ExpiringCoolerBatches } from '@ffe/shared/contracts/cooler-batches';
import { HOME_SECTION_MAX_GOODS } from '@ffe/shared/domain/home-page';
import { App, Button, Card, Checkbox, Flex, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/load-error';
import { useExpiringBatches } from '../../api/expiring-batches';
import { usePutTodaySection } from '../../api/put-today-section';
import { useWriteOffBatch } from '../../api/write-off-batch';
import { DaysLeftTag, stemNameOf } from './batch-words';

/** Every goods the expiring stems' recipes use, once, in the order they come. */
const goodsOf = (data: ExpiringCoolerBatches) => {
  const seen = new Map<string, ExpiringCoolerBatches['soon'][number]['goods'][number]>();
  for (const stem of data.soon) for (const goods of stem.goods) if (!seen.has(goods.id)) seen.set(goods.id, goods);
  return [...seen.values()];
};

/**
 * Stems within a day of their use-by with the goods that use them, put in the home's 今日花材 in one step (asked first);
 * and batches past their use-by, each written off as expired in one click (asked first).
 */
export function ExpiringPanel() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const expiring = useExpiringBatches();
  const put = usePutTodaySection();
  const writeOff = useWriteOffBatch();
  // Goods the florist unticked; every other goods of the list goes in.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());

  if (expiring.isPending) return <Spin />;
  if (expiring.isError) return <LoadError error={expiring.error} onRetry={() => void expiring.refetch()} />;
  const data = expiring.data;
  const goods = goodsOf(data);
  const chosen = goods
    .filter((g) => g.onSale && !left.has(g.id))
    .map((g) => g.id)
    .slice(0, HOME_SECTION_MAX_GOODS);
  const goodsName = (g: (typeof goods)[number]) => (i18n.language === 'en' && g.nameEn ? g.nameEn : g.name);

  const putInSection = () => {
    if (chosen.length === 0) {
      void message.warning(t('cooler.batches.expiring.chooseGoods'));
      return;
    }
    modal.confirm({
      title: t('cooler.batches.expiring.putInSection'),
      content: data.section
        ? t('cooler.batches.expiring.replaceConfirm', { current: data.section.goodsIds.length, count: chosen.length })
        : t('cooler.batches.expiring.createConfirm', { count: chosen.length }),
      onOk: async () => {
        await put.mutateAsync({ goodsIds: chosen });
        void message.success(t('cooler.batches.expiring.put'));
      },
    });
  };

  const writeOffExpired = (entry: ExpiringCoolerBatches['expired'][number]) =>
    modal.confirm({
      title: t('cooler.batches.expiring.writeOffExpired'),
      content: t('cooler.batches.expiring.writeOffExpiredConfirm', {
        name: stemNameOf(entry.stem, i18n.language),
        count: entry.batch.leftQuantity,
        unit: t(`cooler.batches.units.${entry.stem.unit}`),
      }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await writeOff.mutateAsync({ batchId: entry.batch.id, units: entry.batch.leftQuantity, reason: 'expired' });
        void message.success(t('cooler.batches.writtenOff'));
      },
    });

  return (
    <Flex gap={16} wrap>
      <Card
        title={t('cooler.batches.expiring.title')}
        size="small"
        style={{ flex: 2, minWidth: 360 }}
        extra={
          goods.length > 0 && (
            <Button type="primary" onClick={putInSection} loading={put.isPending}>
              {t('cooler.batches.expiring.putInSection')}
            </Button>
          )
        }
      >
        {data.soon.length === 0 ? (
          <Typography.Text type="secondary">{t('cooler.batches.expiring.none')}</Typography.Text>
        ) : (
          <Flex vertical gap={12}>
            {data.soon.map((entry) => (
              <Flex key={entry.stem.id} vertical gap={4}>
                <Space wrap>
                  <Typography.Text strong>{stemNameOf(entry.stem, i18n.language)}</Typography.Text>
                  {entry.batches.map((b) => (
                    <Space key={b.id} size={4}>
                      <DaysLeftTag daysLeft={b.daysLeft} />
                      {b.leftQuantity} {t(`cooler.batches.units.${entry.stem.unit}`)}
                    </Space>
                  ))}
                </Space>
                {entry.goods.length === 0 ? (
                  <Typography.Text type="secondary">{t('cooler.batches.expiring.noGoods')}</Typography.Text>
                ) : (
                  <Space wrap>
                    {entry.goods.map((g) => (
                      <Checkbox
                        key={g.id}
                        disabled={!g.onSale}
                        checked={g.onSale && !left.has(g.id)}
                        onChange={(e) => {
                          const next = new Set(left);
                          if (e.target.checked) next.delete(g.id);
                          else next.add(g.id);
                          setLeft(next);
                        }}
                      >
                        {goodsName(g)}
                        {g.sizes
                          .filter((s) => s.name)
                          .map((s) => (
                            <Tag key={s.skuKey} variant="filled" style={{ marginInlineStart: 8 }}>
                              {i18n.language === 'en' && s.nameEn ? s.nameEn : s.name}
                            </Tag>
                          ))}
                        {!g.onSale && <Tag>{t('cooler.batches.expiring.offSale')}</Tag>}
                      </Checkbox>
                    ))}
                  </Space>
                )}
              </Flex>
            ))}
          </Flex>
        )}
      </Card>
      {data.expired.length > 0 && (
        <Card title={t('cooler.batches.expiring.expiredTitle')} size="small" style={{ flex: 1, minWidth: 280 }}>
          <Flex vertical gap={8}>
            {data.expired.map((entry) => (
              <Flex key={entry.batch.id} justify="space-between" align="center" gap={8}>
                <Space>
                  {stemNameOf(entry.stem, i18n.language)}
                  <Typography.Text type="secondary">{entry.batch.useBy}</Typography.Text>
                  {entry.batch.leftQuantity} {t(`cooler.batches.units.${entry.stem.unit}`)}
                </Space>
                <Button size="small" danger onClick={() => writeOffExpired(entry)}>
                  {t('cooler.batches.expiring.writeOffExpired')}
                </Button>
              </Flex>
            ))}
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
