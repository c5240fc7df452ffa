import { Calendar, Empty, Flex, Select, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_FORMAT } from './picker-values';

/**
 * The days the shop takes no deliveries, as a form control: a calendar where clicking a day closes or opens it, and
 * the list of closed days (removable there too). Past days cannot be changed.
 */
export function ClosedDatesInput({
  value = [],
  onChange,
  editable,
}: {
  value?: string[];
  onChange?: (dates: string[]) => void;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => dayjs());
  const closed = new Set(value);
  const today = dayjs().format(DAY_FORMAT);
  const toggle = (date: string) =>
    onChange?.(closed.has(date) ? value.filter((d) => d !== date) : [...value, date].sort());
  const upcoming = [...closed].filter((date) => date >= today).sort();
  const pastCount = closed.size - upcoming.length;

  return (
    <Flex gap={24} align="start" wrap>
      <div className="closed-calendar">
        <Calendar
          fullscreen={false}
          value={month}
          disabledDate={(day: Dayjs) => editable && day.format(DAY_FORMAT) < today}
          fullCellRender={(day: Dayjs, info) => {
            if (info.type !== 'date') return info.originNode;
            const date = day.format(DAY_FORMAT);
            return (
              <div className={closed.has(date) ? 'ant-picker-cell-inner closed-day' : 'ant-picker-cell-inner'}>
                {day.date()}
              </div>
            );
          }}
          onSelect={(day, { source }) => {
            setMonth(day);
            if (source === 'date' && editable) toggle(day.format(DAY_FORMAT));
          }}
          onPanelChange={(day) => setMonth(day)}
          headerRender={({ value: shown, onChange: show }) => <MonthHeader value={shown} onChange={show} />}
        />
      </div>
      <Flex vertical gap={8} className="closed-list">
        <Typography.Text>
          <span className="closed-key" /> {t('deliverySettings.closed.key')}
        </Typography.Text>
        {upcoming.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deliverySettings.closed.none')} />
        ) : (
          <Flex gap={8} wrap>
            {upcoming.map((date) => (
              <Tag
                key={date}
                color="red"
                closable={editable}
                onClose={() => toggle(date)}
                onClick={() => setMonth(dayjs(date))}
              >
                {date} {dayjs(date).format('ddd')}
              </Tag>
            ))}
          </Flex>
        )}
        {pastCount > 0 && (
          <Typography.Text type="secondary">{t('deliverySettings.closed.past', { count: pastCount })}</Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

/** The calendar's year and month selects as antd draws them, but named (antd's own header leaves them unnamed). */
function MonthHeader({ value, onChange }: { value: Dayjs; onChange: (date: Dayjs) => void }) {
  const { t } = useTranslation();
  const years = Array.from({ length: 21 }, (_, i) => value.year() - 10 + i).map((year) => ({
    value: year,
    label: year,
  }));
  // The month's short name in the console's language (dayjs follows it): 12月, Dec.
  const months = Array.from({ length: 12 }, (_, month) => ({
    value: month,
    label: dayjs().month(month).format('MMM'),
  }));
  return (
    <div className="ant-picker-calendar-header">
      <Select
        size="small"
        className="ant-picker-calendar-year-select"
        aria-label={t('deliverySettings.closed.year')}
        options={years}
        value={value.year()}
        onChange={(year) => onChange(value.year(year))}
      />
      <Select
        size="small"
        className="ant-picker-calendar-month-select"
        aria-label={t('deliverySettings.closed.month')}
        options={months}
        value={value.month()}
        onChange={(month) => onChange(value.month(month))}
      />
    </div>
  );
}
