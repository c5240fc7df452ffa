import { PrinterOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Segmented, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { useSubscriptionDayCount } from '../../../lib/api/subscription-day-count';
import { shopDay } from '../../../lib/format';
import { useCan } from '../../../lib/permissions';
import { dateParam, enumParam } from '../../../lib/use-table-state';
import { useDaySheet } from '../api/get-day-sheet';
import { DaySheetSlots } from '../components/day-sheet-slots';
import { MessageCards } from '../components/message-cards';

const layouts = ['sheet', 'cards'] as const;
type Layout = (typeof layouts)[number];
const layoutParam = enumParam(layouts);

/** The paper each layout prints on: the workroom's A4 sheet, or one A6 card per message (Chromium has no A6 keyword). */
const pageRules: Record<Layout, string> = {
  sheet: '@page { size: A4; margin: 12mm; }',
  cards: '@page { size: 105mm 148mm; margin: 8mm; }',
};

/** The workroom's day sheet (A4) and the card messages (A6), printed from the browser. */
export default function DaySheetPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const date = dateParam.parse(params.get('date') ?? '') ?? shopDay();
  const layout = layoutParam.parse(params.get('layout') ?? '') ?? 'sheet';
  const sheet = useDaySheet(date);
  const subscriptionBouquets = useSubscriptionDayCount(date, can('subscriptions.read'));
  const set = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <div className={`print-${layout}`}>
      <Page
        title={`${t('orders.sheet.title')} ${date}`}
        extra={
          <Space>
            {can('cooler.manage') && (
              <Link to={`/cooler?tab=plan&date=${date}`} className="no-print">
                {t('orders.sheet.dayPlan')}
              </Link>
            )}
            <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!sheet.data}>
              {t('orders.sheet.print')}
            </Button>
          </Space>
        }
      >
        <style>{pageRules[layout]}</style>
        <Flex gap={12} wrap align="center" className="filters no-print">
          <Space.Compact>
            <Button type={date === shopDay() ? 'primary' : 'default'} onClick={() => set('date', shopDay())}>
              {t('orders.today')}
            </Button>
            <Button type={date === shopDay(1) ? 'primary' : 'default'} onClick={() => set('date', shopDay(1))}>
              {t('orders.tomorrow')}
            </Button>
          </Space.Compact>
          <DatePicker
            aria-label={t('orders.deliveryDate')}
            value={dayjs(date)}
            allowClear={false}
            onChange={(value) => value && set('date', value.format('YYYY-MM-DD'))}
          />
          <Segmented<Layout>
            value={layout}
            options={[
              { value: 'sheet', label: t('orders.sheet.layoutSheet') },
              { value: 'cards', label: t('orders.sheet.layoutCards') },
            ]}
            onChange={(value) => set('layout', value === 'sheet' ? undefined : value)}
          />
        </Flex>
        {/* Printed too: the workroom makes the day's subscription bouquets beside the orders (decision 061). */}
        {layout === 'sheet' && !!subscriptionBouquets.data && (
          <Typography.Paragraph strong>
            {t('orders.sheet.subscriptions', { count: subscriptionBouquets.data })}
          </Typography.Paragraph>
        )}
        {sheet.isPending ? (
          <Skeleton active />
        ) : sheet.isError ? (
          <LoadError error={sheet.error} onRetry={() => void sheet.refetch()} />
        ) : layout === 'cards' ? (
          <MessageCards sheet={sheet.data} />
        ) : (
          <DaySheetSlots sheet={sheet.data} />
        )}
      </Page>
    </div>
  );
}
