import { addDays, weekdayOf } from '@ffe/shared/domain/subscription-schedule';
import { Empty, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../../components/load-error';
import { shopDay } from '../../../../lib/format';
import { useCan } from '../../../../lib/permissions';
import { useDayCounts } from '../../api/day-counts';
import { useSeriesList } from '../../api/list-series';
import { useShownName } from '../../utils/use-shown-name';
import { weekdayKey } from '../../utils/weekday-key';

const DAYS = 14;

type Day = { date: string; total: number; series: { seriesId: string; name: string; count: number }[] };

/** 每日数量: the bouquets each of the next 14 days needs, a column per series and the day's total. */
export default function DaysTab() {
  const { t } = useTranslation();
  const can = useCan();
  const from = shopDay();
  const counts = useDayCounts(from, shopDay(DAYS - 1));
  // The counts name a series in Chinese only; those who may read the series see its English name on an English page.
  const allSeries = useSeriesList();
  const shown = useShownName();
  const nameOf = (id: string, name: string) => {
    const one = allSeries.data?.list.find((s) => s.id === id);
    return one ? shown(one.name, one.nameEn) : name;
  };
  if (counts.isPending) return <Skeleton active />;
  if (counts.isError) return <LoadError error={counts.error} onRetry={() => void counts.refetch()} />;
  // Every one of the 14 days shows, a day the server left out with none.
  const days: Day[] = Array.from({ length: DAYS }, (_, n) => addDays(from, n)).map(
    (date) => counts.data.days.find((d) => d.date === date) ?? { date, total: 0, series: [] },
  );
  const series = [...new Map(days.flatMap((d) => d.series).map((s) => [s.seriesId, s.name])).entries()];
  if (days.every((d) => d.total === 0)) return <Empty description={t('subscriptions.days.empty')} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('subscriptions.days.title')}</Typography.Paragraph>
      <Table<Day>
        rowKey="date"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={days}
        columns={[
          {
            key: 'date',
            title: t('subscriptions.days.date'),
            className: 'nowrap',
            render: (_, day) =>
              can('cooler.manage') ? <Link to={`/cooler?tab=plan&date=${day.date}`}>{day.date}</Link> : day.date,
          },
          {
            key: 'weekday',
            title: t('subscriptions.days.weekday'),
            render: (_, day) => t(weekdayKey(weekdayOf(day.date))),
          },
          ...series.map(([id, name]) => ({
            key: id,
            title: nameOf(id, name),
            align: 'right' as const,
            render: (_: unknown, day: Day) => day.series.find((s) => s.seriesId === id)?.count ?? 0,
          })),
          {
            key: 'total',
            title: t('subscriptions.days.total'),
            align: 'right',
            render: (_, day) => <Typography.Text strong>{day.total}</Typography.Text>,
          },
        ]}
      />
    </>
  );
}
