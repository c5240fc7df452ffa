import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminPlan, AdminSeries } from '@ffe/shared/contracts/admin-subscriptions';
import { Button, Card, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/load-error';
import { formatYuan } from '../../../../lib/format';
import { useSeriesList } from '../../api/list-series';
import { useShownName } from '../../utils/use-shown-name';
import { weekdayKey } from '../../utils/weekday-key';
import { PlanDrawer } from './plan-drawer';
import { SeriesDrawer } from './series-drawer';

type Editing = { series: AdminSeries | undefined } | { planOf: AdminSeries; plan: AdminPlan | undefined };

/** 方案: each series with its plans; a series or a plan is added or edited in a drawer (subscriptions.manage). */
export default function PlansTab() {
  const { t } = useTranslation();
  const series = useSeriesList();
  const shown = useShownName();
  const [editing, setEditing] = useState<Editing>();
  const onSale = (active: boolean) =>
    active ? <Tag color="green">{t('subscriptions.plans.onSale')}</Tag> : <Tag>{t('subscriptions.plans.offSale')}</Tag>;

  const planColumns = (of: AdminSeries) => [
    {
      key: 'plan',
      title: t('subscriptions.detail.plan'),
      render: (_: unknown, p: AdminPlan) =>
        t('subscriptions.plans.planSummary', {
          deliveries: p.deliveries,
          every: t(p.everyWeeks === 2 ? 'subscriptions.plans.everyWeeks.w2' : 'subscriptions.plans.everyWeeks.w1'),
          weekdays: p.weekdays.map((d) => t(weekdayKey(d))).join(' '),
        }),
    },
    { key: 'price', title: t('subscriptions.plans.price'), render: (_: unknown, p: AdminPlan) => formatYuan(p.price) },
    {
      key: 'terms',
      title: t('subscriptions.plans.cutoff'),
      render: (_: unknown, p: AdminPlan) => t('subscriptions.plans.terms', { leadDays: p.leadDays, cutoff: p.cutoff }),
    },
    {
      key: 'tags',
      title: t('subscriptions.list.status'),
      render: (_: unknown, p: AdminPlan) => (
        <>
          {onSale(p.active)}
          {p.giftable && <Tag color="magenta">{t('subscriptions.plans.giftable')}</Tag>}
          <Typography.Text type="secondary">{t('subscriptions.plans.sold', { count: p.sold })}</Typography.Text>
        </>
      ),
    },
    {
      key: 'edit',
      title: '',
      render: (_: unknown, p: AdminPlan) => (
        <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ planOf: of, plan: p })}>
          {t('common.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ series: undefined })}>
          {t('subscriptions.plans.createSeries')}
        </Button>
      </Flex>
      {series.isPending ? (
        <Skeleton active />
      ) : series.isError ? (
        <LoadError error={series.error} onRetry={() => void series.refetch()} />
      ) : series.data.list.length === 0 ? (
        <Empty description={t('subscriptions.plans.empty')} />
      ) : (
        series.data.list.map((s) => (
          <Card
            key={s.id}
            size="small"
            title={
              <Flex gap={8} align="center" wrap>
                {shown(s.name, s.nameEn)}
                {onSale(s.active)}
              </Flex>
            }
            extra={
              <Flex gap={8}>
                <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ series: s })}>
                  {t('subscriptions.plans.editSeries')}
                </Button>
                <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing({ planOf: s, plan: undefined })}>
                  {t('subscriptions.plans.createPlan')}
                </Button>
              </Flex>
            }
          >
            <Typography.Paragraph type="secondary">
              {t('subscriptions.plans.goodsLine', { goods: s.goodsName, count: s.activeSubscriptions })}
            </Typography.Paragraph>
            <Table<AdminPlan>
              rowKey="id"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={s.plans}
              columns={planColumns(s)}
              locale={{ emptyText: t('subscriptions.plans.noPlans') }}
            />
          </Card>
        ))
      )}
      {editing && 'series' in editing && <SeriesDrawer series={editing.series} onClose={() => setEditing(undefined)} />}
      {editing && 'planOf' in editing && (
        <PlanDrawer series={editing.planOf} plan={editing.plan} onClose={() => setEditing(undefined)} />
      )}
    </Flex>
  );
}
