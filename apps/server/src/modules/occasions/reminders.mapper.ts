import type { Reminder } from '@ffe/shared/contracts/occasions';
import { nextOccurrence, type OccasionKind, occasionGoodsPath } from '@ffe/shared/domain/occasions';
import type { ReminderRow } from './reminders.repository';

export function toReminder(row: ReminderRow, at: number): Reminder {
  const kind = row.kind as OccasionKind;
  const next = nextOccurrence(at, row.month, row.day);
  return {
    id: row.id,
    kind,
    name: row.name,
    month: row.month,
    day: row.day,
    note: row.note,
    nextDate: next.date,
    daysLeft: next.days,
    goodsUrl: occasionGoodsPath(kind),
  };
}
