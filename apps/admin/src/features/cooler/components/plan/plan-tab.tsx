import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Empty, Flex, Select, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../../components/load-error';
import { useSubscriptionDayCount } from '../../../../lib/api/subscription-day-count';
import { shopDay } from '../../../../lib/format';
import { useCan } from '../../../../lib/permissions';
import { dateParam } from '../../../../lib/use-table-state';
import { useDayPlan } from '../../api/day-plan';
import { useExportDayPlan } from '../../api/export-day-plan';
import { BuyingList, MakeTable, StemsTable } from './plan-tables';

/** The plan prints on A4 alone: no tabs, filters or buttons; each part kept whole where it fits. */
const PRINT_RULES = `
@page { size: A4; margin: 12mm; }
@media print {
  .ant-tabs:has(.day-plan) > .ant-tabs-nav { display: none; }
  .day-plan .ant-table { font-size: 11px; }
  .day-plan-supplier, .day-plan .ant-table-row { break-inside: avoid; }
  .day-plan-short td { background: #fff1f0 !important; print-color-adjust: exact; }
}
.day-plan-short td { background: #fff1f0; }
`;

/** A slot id as staff read it (`09-12` is 09:00–12:00); any other id as it is. */
const slotText = (slot: string) => slot.replace(/^(\d\d)-(\d\d)$/, '$1:00–$2:00');

/** 备花计划 (issue 44): a day's (or slot's) goods to make, the stems they take, the shortfall and the buying list. */
export default function PlanTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const date = dateParam.parse(params.get('date') ?? '') ?? shopDay(1);
  const slot = params.get('slot') || undefined;
  const plan = useDayPlan(date, slot);
  const exporting = useExportDayPlan();
  const subscriptionBouquets = useSubscriptionDayCount(date, can('subscriptions.read'));
  const set = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', 'plan');
        if (value) next.set(name, value);
        else next.delete(name);
        if (name === 'date') next.delete('slot');
        return next;
      },
      { replace: true },
    );
  const onExport = () =>
    exporting.mutate(
      { date, slot },
      { onError: (error) => void message.error(t('cooler.plan.csvFailed', { message: error.message })) },
    );
  const slots = [...new Set([...(plan.data?.slots ?? []), ...(slot ? [slot] : [])])];

  return (
    <div className="day-plan">
      <style>{PRINT_RULES}</style>
      <Flex gap={12} wrap align="center" className="filters no-print">
        <Space.Compact>
          <Button type={date === shopDay() ? 'primary' : 'default'} onClick={() => set('date', shopDay())}>
            {t('cooler.plan.today')}
          </Button>
          <Button type={date === shopDay(1) ? 'primary' : 'default'} onClick={() => set('date', shopDay(1))}>
            {t('cooler.plan.tomorrow')}
          </Button>
        </Space.Compact>
        <DatePicker
          aria-label={t('cooler.plan.date')}
          value={dayjs(date)}
          allowClear={false}
          onChange={(value) => value && set('date', value.format('YYYY-MM-DD'))}
        />
        <Select<string>
          aria-label={t('cooler.plan.slot')}
          style={{ minWidth: 160 }}
          value={slot ?? ''}
          onChange={(value) => set('slot', value || undefined)}
          options={[
            { value: '', label: t('cooler.plan.allSlots') },
            ...slots.map((s) => ({ value: s, label: slotText(s) })),
          ]}
        />
        <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!plan.data}>
          {t('cooler.plan.print')}
        </Button>
        <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={onExport} disabled={!plan.data}>
          {t('cooler.plan.csv')}
        </Button>
        {can('orders.read') && <Link to={`/orders/day-sheet?date=${date}`}>{t('cooler.plan.daySheet')}</Link>}
      </Flex>
      <Typography.Title level={4}>
        {slot ? t('cooler.plan.titleSlot', { date, slot: slotText(slot) }) : t('cooler.plan.title', { date })}
      </Typography.Title>
      {/* The day's subscription bouquets, placed or still to be placed (decision 061). */}
      {!!subscriptionBouquets.data && (
        <Typography.Paragraph strong>
          {t('cooler.plan.subscriptions', { count: subscriptionBouquets.data })}
        </Typography.Paragraph>
      )}
      {plan.isPending ? (
        <Skeleton active />
      ) : plan.isError ? (
        <LoadError error={plan.error} onRetry={() => void plan.refetch()} />
      ) : plan.data.make.length === 0 ? (
        <Empty description={t('cooler.plan.empty')} />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">{t('cooler.plan.orders', plan.data.orders)}</Typography.Text>
          <MakeTable make={plan.data.make} />
          <StemsTable stems={plan.data.stems} />
          <BuyingList plan={plan.data} />
        </Flex>
      )}
    </div>
  );
}
