import { addDays, weekdayOf } from '@ffe/shared/domain/subscription-schedule';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Empty, Flex, Row, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../../components/load-error';
import { shopDay } from '../../../../lib/format';
import { bouquetsQuery, useBouquets } from '../../api/list-bouquets';
import { useSeriesList } from '../../api/list-series';
import { useShownName } from '../../utils/use-shown-name';
import { WeekForm } from './week-form';

const WEEKS = 6;

/** 每周花束 (catalogue.manage): a series' weeks from this Monday, each saved on its own with its version. */
export default function BouquetsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const series = useSeriesList();
  const shown = useShownName();
  const today = shopDay();
  const monday = addDays(today, 1 - weekdayOf(today));
  const seriesId = params.get('series') ?? series.data?.list[0]?.id;
  const weeks = useBouquets(seriesId, monday, WEEKS);
  const latestOf = (week: string) => async () => {
    const now = await queryClient.fetchQuery({ ...bouquetsQuery(seriesId ?? '', monday, WEEKS), staleTime: 0 });
    const found = now.list.find((b) => b.week === week);
    if (!found) throw new Error(t('staleSave.gone'));
    return found;
  };

  if (series.isPending) return <Skeleton active />;
  if (series.isError) return <LoadError error={series.error} onRetry={() => void series.refetch()} />;
  if (series.data.list.length === 0) return <Empty description={t('subscriptions.bouquets.noSeries')} />;
  return (
    <Flex vertical gap={16}>
      <Select<string>
        aria-label={t('subscriptions.bouquets.series')}
        style={{ width: 240 }}
        value={seriesId}
        options={series.data.list.map((s) => ({ value: s.id, label: shown(s.name, s.nameEn) }))}
        onChange={(id) => setParams({ tab: 'bouquets', series: id }, { replace: true })}
      />
      {weeks.isPending ? (
        <Skeleton active />
      ) : weeks.isError ? (
        <LoadError error={weeks.error} onRetry={() => void weeks.refetch()} />
      ) : (
        <Row gutter={[16, 16]}>
          {weeks.data.list.map((bouquet) => (
            <Col key={`${bouquet.seriesId}-${bouquet.week}-${bouquet.version ?? 0}`} xs={24} md={12} xl={8}>
              <WeekForm bouquet={bouquet} latest={latestOf(bouquet.week)} />
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}
