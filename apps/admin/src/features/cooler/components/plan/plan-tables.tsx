import type { BuyingGroup, BuyingLine, DayPlan, PlanMakeItem, PlanStem } from '@ffe/shared/contracts/cooler-plan';
import { formatCents } from '@ffe/shared/domain/money';
import { Alert, Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A name in the page's language: the English one on an English page when there is one. */
function useShownName() {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (name: string | null, nameEn: string | null) => (english && nameEn ? nameEn : (name ?? ''));
}

const yuan = (cents: number | null) => (cents === null ? '' : `¥${formatCents(cents)}`);

/** What the workroom still has to make: goods in each size, then add-ons, those without a recipe marked. */
export function MakeTable({ make }: { make: PlanMakeItem[] }) {
  const { t } = useTranslation();
  const shown = useShownName();
  const noRecipe = make.filter((item) => !item.hasRecipe);
  return (
    <section className="day-plan-section" aria-label={t('cooler.plan.make.title')}>
      <Typography.Title level={5}>{t('cooler.plan.make.title')}</Typography.Title>
      <Table<PlanMakeItem>
        size="small"
        pagination={false}
        rowKey={(item) => `${item.addOn}~${item.goodsId}~${item.skuId ?? ''}`}
        dataSource={make}
        columns={[
          {
            title: t('cooler.plan.make.goods'),
            key: 'goods',
            render: (_, item) => (
              <>
                {item.addOn && <Tag>{t('cooler.plan.make.addOn')}</Tag>}
                {shown(item.name, item.nameEn)}
                {!item.hasRecipe && (
                  <Tag color="warning" className="day-plan-no-recipe">
                    {t('cooler.plan.make.noRecipe')}
                  </Tag>
                )}
              </>
            ),
          },
          {
            title: t('cooler.plan.make.size'),
            key: 'size',
            render: (_, item) => (item.skuName === null ? '' : shown(item.skuName, item.skuNameEn)),
          },
          { title: t('cooler.plan.make.quantity'), dataIndex: 'quantity', align: 'right', width: 100 },
        ]}
      />
      {noRecipe.length > 0 && <Alert type="warning" showIcon message={t('cooler.plan.make.noRecipeHint')} />}
    </section>
  );
}

/** The stems the goods take, what the cooler will hold that day and the shortfall, short rows highlighted. */
export function StemsTable({ stems }: { stems: PlanStem[] }) {
  const { t } = useTranslation();
  const shown = useShownName();
  const unit = (stem: PlanStem) => t(`cooler.plan.units.${stem.unit}`);
  return (
    <section className="day-plan-section" aria-label={t('cooler.plan.stems.title')}>
      <Typography.Title level={5}>{t('cooler.plan.stems.title')}</Typography.Title>
      {stems.length === 0 ? (
        <Empty description={t('cooler.plan.stems.none')} />
      ) : (
        <>
          <Table<PlanStem>
            size="small"
            pagination={false}
            rowKey="stemId"
            dataSource={stems}
            rowClassName={(stem) => (stem.short > 0 ? 'day-plan-short' : '')}
            columns={[
              {
                title: t('cooler.plan.stems.stem'),
                key: 'stem',
                render: (_, stem) => (
                  <>
                    {shown(stem.name, stem.nameEn)}{' '}
                    <Typography.Text type="secondary">
                      {[stem.variety, stem.grade, t(`cooler.plan.stems.kind.${stem.kind}`)].filter(Boolean).join(' ')}
                    </Typography.Text>
                  </>
                ),
              },
              {
                title: t('cooler.plan.stems.needed'),
                key: 'needed',
                align: 'right',
                render: (_, stem) => `${stem.needed} ${unit(stem)}`,
              },
              {
                title: t('cooler.plan.stems.available'),
                key: 'available',
                align: 'right',
                render: (_, stem) => `${stem.available} ${unit(stem)}`,
              },
              {
                title: t('cooler.plan.stems.short'),
                key: 'short',
                align: 'right',
                render: (_, stem) =>
                  stem.short > 0 ? (
                    <Typography.Text type="danger" strong>
                      {`${stem.short} ${unit(stem)}`}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="success">{t('cooler.plan.stems.enough')}</Typography.Text>
                  ),
              },
            ]}
          />
          <Typography.Paragraph type="secondary" className="day-plan-hint">
            {t('cooler.plan.stems.availableHint')}
          </Typography.Paragraph>
        </>
      )}
    </section>
  );
}

/** One supplier's (or "no supplier"'s) short stems in whole bunches, priced only when the plan shows costs. */
function SupplierTable({
  group,
  costsShown,
  stems,
}: {
  group: BuyingGroup;
  costsShown: boolean;
  stems: ReadonlyMap<string, PlanStem>;
}) {
  const { t } = useTranslation();
  const shown = useShownName();
  const priced = costsShown && group.supplierId !== null;
  const title = group.supplierId === null ? t('cooler.plan.buying.noSupplier') : shown(group.name, group.nameEn);
  return (
    <div className="day-plan-supplier" data-supplier={group.supplierId ?? ''}>
      <Typography.Text strong>{title}</Typography.Text>
      <Table<BuyingLine>
        size="small"
        pagination={false}
        rowKey="stemId"
        dataSource={group.lines}
        columns={[
          {
            title: t('cooler.plan.stems.stem'),
            key: 'stem',
            render: (_, line) => {
              const stem = stems.get(line.stemId);
              const kind = [stem?.variety, stem?.grade].filter(Boolean).join(' ');
              return (
                <>
                  {shown(line.name, line.nameEn)} {kind && <Typography.Text type="secondary">{kind}</Typography.Text>}
                </>
              );
            },
          },
          {
            title: t('cooler.plan.stems.short'),
            key: 'short',
            align: 'right',
            render: (_, line) => `${line.short} ${t(`cooler.plan.units.${line.unit}`)}`,
          },
          {
            title: t('cooler.plan.buying.bunches'),
            key: 'bunches',
            align: 'right',
            render: (_, line) => t('cooler.plan.bunchesOf', { bunches: line.bunches, size: line.bunchSize }),
          },
          {
            title: t('cooler.plan.buying.units'),
            key: 'units',
            align: 'right',
            render: (_, line) => `${line.units} ${t(`cooler.plan.units.${line.unit}`)}`,
          },
          ...(priced
            ? [
                {
                  title: t('cooler.plan.buying.bunchPrice'),
                  key: 'bunchPrice',
                  align: 'right' as const,
                  render: (_: unknown, line: BuyingLine) => yuan(line.bunchPriceCents),
                },
                {
                  title: t('cooler.plan.buying.cost'),
                  key: 'cost',
                  align: 'right' as const,
                  render: (_: unknown, line: BuyingLine) => yuan(line.costCents),
                },
              ]
            : []),
        ]}
        summary={() =>
          priced ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={5}>
                {t('cooler.plan.buying.subtotal')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <Typography.Text strong>{yuan(group.totalCents)}</Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}

/** The buying list grouped by supplier, with each supplier's subtotal and the day's total for `cooler.costs`. */
export function BuyingList({ plan }: { plan: DayPlan }) {
  const { t } = useTranslation();
  const stems = new Map(plan.stems.map((stem) => [stem.stemId, stem]));
  return (
    <section className="day-plan-section" aria-label={t('cooler.plan.buying.title')}>
      <Typography.Title level={5}>{t('cooler.plan.buying.title')}</Typography.Title>
      {plan.buying.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cooler.plan.buying.none')} />
      ) : (
        <>
          {plan.buying.map((group) => (
            <SupplierTable key={group.supplierId ?? ''} group={group} costsShown={plan.costsShown} stems={stems} />
          ))}
          {plan.costsShown && plan.totalCents !== null && (
            <Typography.Paragraph strong className="day-plan-total">
              {t('cooler.plan.buying.total')} {yuan(plan.totalCents)}
            </Typography.Paragraph>
          )}
        </>
      )}
    </section>
  );
}
