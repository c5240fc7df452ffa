import type { CoolerReportWeeks } from '@ffe/shared/contracts/cooler-reports';
import { dateOfDay, dayNumber, isoWeekOf, mondayOfIsoWeek } from '@ffe/shared/domain/cooler-weeks';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/** The weeks from `count` − 1 weeks before `lastWeek` to it. */
export function weeksEndingWith(lastWeek: string, count: number): CoolerReportWeeks {
  const monday = dayNumber(mondayOfIsoWeek(lastWeek) ?? '');
  return { fromWeek: isoWeekOf(dateOfDay(monday - (count - 1) * 7)), toWeek: lastWeek };
}

const mondayOf = (week: string) => dayjs(mondayOfIsoWeek(week) ?? undefined);
const weekOf = (day: Dayjs) => isoWeekOf(day.format('YYYY-MM-DD'));

/** A range of ISO weeks, shown as their names (2026-W11), with the usual spans one click away. */
export function WeekRange({
  value,
  thisWeek,
  onChange,
}: {
  value: CoolerReportWeeks;
  thisWeek: string;
  onChange: (weeks: CoolerReportWeeks) => void;
}) {
  const { t } = useTranslation();
  const preset = (label: string, count: number) => {
    const weeks = weeksEndingWith(thisWeek, count);
    return { label, value: [mondayOf(weeks.fromWeek), mondayOf(weeks.toWeek)] as [Dayjs, Dayjs] };
  };
  return (
    <DatePicker.RangePicker
      picker="week"
      aria-label={t('cooler.reports.range')}
      allowClear={false}
      value={[mondayOf(value.fromWeek), mondayOf(value.toWeek)]}
      format={(day) => weekOf(day)}
      presets={[
        preset(t('cooler.reports.presets.four'), 4),
        preset(t('cooler.reports.presets.twelve'), 12),
        preset(t('cooler.reports.presets.twentySix'), 26),
      ]}
      onChange={(days) => {
        const [from, to] = days ?? [];
        if (from && to) onChange({ fromWeek: weekOf(from), toWeek: weekOf(to) });
      }}
    />
  );
}
