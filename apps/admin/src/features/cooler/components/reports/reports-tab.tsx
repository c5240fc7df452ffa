import type { CoolerReportWeeks } from '@ffe/shared/contracts/cooler-reports';
import {
  COOLER_REPORT_MAX_WEEKS,
  dateOfDay,
  dayNumber,
  isoWeekOf,
  mondayOfIsoWeek,
  shopDayOf,
  weeksBetween,
} from '@ffe/shared/domain/cooler-weeks';
import { Alert, Card, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../lib/permissions';
import { MarginSection } from './margin-section';
import { SupplierSection } from './supplier-section';
import { WasteSection } from './waste-section';
import { WeekRange, weeksEndingWith } from './week-range';

/** Weeks shown when the tab opens: the last eight, this one included. */
const FIRST_WEEKS = 8;

/**
 * The cooler's reports (issue 44): waste by week, stem and reason, and suppliers' deliveries, for everyone who works
 * the cooler; stem cost and margin, and the cost written off, only for those holding `cooler.costs`.
 */
export default function ReportsTab() {
  const { t } = useTranslation();
  const can = useCan();
  const thisWeek = isoWeekOf(dateOfDay(shopDayOf(Date.now())));
  const [weeks, setWeeks] = useState<CoolerReportWeeks>(() => weeksEndingWith(thisWeek, FIRST_WEEKS));
  const count = weeksBetween(weeks.fromWeek, weeks.toWeek).length;
  const fits = count > 0 && count <= COOLER_REPORT_MAX_WEEKS;
  const lastSunday = dateOfDay(dayNumber(mondayOfIsoWeek(weeks.toWeek) ?? '') + 6);
  const hint = (text: string) => <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>;
  return (
    <Flex vertical gap="middle">
      <Space wrap>
        <WeekRange value={weeks} thisWeek={thisWeek} onChange={setWeeks} />
        {fits && (
          <Typography.Text type="secondary">
            {t('cooler.reports.rangeSummary', { from: mondayOfIsoWeek(weeks.fromWeek), to: lastSunday, count })}
          </Typography.Text>
        )}
      </Space>
      {!fits && (
        <Alert type="warning" showIcon message={t('cooler.reports.tooManyWeeks', { max: COOLER_REPORT_MAX_WEEKS })} />
      )}
      <Card title={t('cooler.reports.waste.title')}>
        {hint(t('cooler.reports.waste.hint'))}
        <WasteSection weeks={weeks} enabled={fits} />
      </Card>
      {can('cooler.costs') && (
        <Card title={t('cooler.reports.margins.title')}>
          {hint(t('cooler.reports.margins.hint'))}
          <MarginSection weeks={weeks} enabled={fits} />
        </Card>
      )}
      <Card title={t('cooler.reports.suppliers.title')}>
        {hint(t('cooler.reports.suppliers.hint'))}
        <SupplierSection weeks={weeks} enabled={fits} />
      </Card>
    </Flex>
  );
}
