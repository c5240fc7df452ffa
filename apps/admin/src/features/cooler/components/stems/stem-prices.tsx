import { COOLER_STEM_LIMITS as L } from '@ffe/shared/domain/cooler-stems';
import { toCents, toYuan } from '@ffe/shared/domain/money';
import { App, Button, Divider, Flex, InputNumber, Popconfirm, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/load-error';
import { formatYuan } from '../../../../lib/format';
import { useRemoveStemPrice } from '../../api/remove-stem-price';
import { useSetStemPrice } from '../../api/set-stem-price';
import { useStemPrices } from '../../api/stem-prices';
import { useSupplierList } from '../../api/supplier-list';

/** A stem's price a bunch from each supplier (`cooler.costs` only): set one, change it, remove it. */
export function StemPrices({ stemId }: { stemId: string }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const prices = useStemPrices(stemId);
  const suppliers = useSupplierList('active');
  const setPrice = useSetStemPrice();
  const removePrice = useRemoveStemPrice();
  const [supplierId, setSupplierId] = useState<string>();
  const [price, setPriceYuan] = useState<number | null>(null);
  const english = i18n.language === 'en';
  const nameOf = (name: string, nameEn: string | null) => (english && nameEn ? nameEn : name);

  const save = () => {
    if (!supplierId || price === null) return;
    setPrice.mutate(
      { stemId, supplierId, bunchPriceCents: toCents(price) },
      {
        onSuccess: () => {
          setSupplierId(undefined);
          setPriceYuan(null);
          void message.success(t('cooler.stems.priceSaved'));
        },
      },
    );
  };

  return (
    <section aria-label={t('cooler.stems.prices')}>
      <Divider titlePlacement="start">{t('cooler.stems.prices')}</Divider>
      <Typography.Paragraph type="secondary">{t('cooler.stems.pricesHint')}</Typography.Paragraph>
      {prices.isError && !prices.data ? (
        <LoadError error={prices.error} onRetry={() => void prices.refetch()} />
      ) : (
        <Table
          size="small"
          rowKey="supplierId"
          loading={prices.isFetching}
          pagination={false}
          dataSource={prices.data?.list ?? []}
          locale={{ emptyText: t('cooler.stems.noPrices') }}
          columns={[
            {
              title: t('cooler.stems.supplier'),
              render: (_, p) => nameOf(p.supplierName, p.supplierNameEn),
            },
            {
              title: t('cooler.stems.bunchPrice'),
              align: 'right',
              render: (_, p) => formatYuan(toYuan(p.bunchPriceCents)),
            },
            {
              title: t('common.actions'),
              render: (_, p) => (
                <Popconfirm
                  title={t('cooler.stems.removePriceConfirm', { name: nameOf(p.supplierName, p.supplierNameEn) })}
                  onConfirm={() =>
                    removePrice.mutate(
                      { stemId, supplierId: p.supplierId },
                      { onSuccess: () => void message.success(t('cooler.stems.priceRemoved')) },
                    )
                  }
                >
                  <Button type="link" danger size="small">
                    {t('cooler.stems.removePrice')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      )}
      <Flex gap={8} wrap style={{ marginTop: 12, marginBottom: 24 }}>
        <Select
          aria-label={t('cooler.stems.pickSupplier')}
          placeholder={t('cooler.stems.pickSupplier')}
          style={{ minWidth: 180 }}
          value={supplierId}
          onChange={setSupplierId}
          options={(suppliers.data?.list ?? []).map((s) => ({ value: s.id, label: nameOf(s.name, s.nameEn) }))}
        />
        <InputNumber<number>
          aria-label={t('cooler.stems.bunchPrice')}
          placeholder={t('cooler.stems.bunchPrice')}
          min={0.01}
          max={L.BUNCH_PRICE_CENTS_MAX / 100}
          precision={2}
          value={price}
          onChange={setPriceYuan}
          style={{ width: 160 }}
        />
        <Button onClick={save} disabled={!supplierId || price === null} loading={setPrice.isPending}>
          {t('cooler.stems.setPrice')}
        </Button>
      </Flex>
    </section>
  );
}
