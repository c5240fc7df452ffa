import crypto from 'node:crypto';
import type { Reminder, reminderInput } from '@ffe/shared/contracts/occasions';
import type { z } from 'zod';
import { conflict, notFound } from '../../platform/errors';
import { toReminder } from './reminders.mapper';
import type { ReminderFields, ReminderRepository } from './reminders.repository';

export type ReminderValues = z.output<typeof reminderInput>;

/** A member keeps at most this many dates: enough for a family and friends, not a mailing list. */
export const REMINDER_LIMIT = 50;

const fieldsOf = (input: ReminderValues): ReminderFields => ({
  kind: input.kind,
  name: input.name,
  month: input.month,
  day: input.day,
  note: input.note,
});

/** The dates a member keeps (纪念日提醒); each is told before it comes by `occasion-notices`. */
export function reminderService(repo: ReminderRepository, now: () => number = Date.now) {
  return {
    /** Soonest first. */
    async list(memberId: string): Promise<Reminder[]> {
      const at = now();
      return (await repo.listOf(memberId))
        .map((row) => toReminder(row, at))
        .sort((a, b) => a.daysLeft - b.daysLeft || a.name.localeCompare(b.name));
    },

    async add(memberId: string, input: ReminderValues): Promise<Reminder> {
      if ((await repo.countOf(memberId)) >= REMINDER_LIMIT) {
        throw conflict('REMINDER_LIMIT', `At most ${REMINDER_LIMIT} reminders`);
      }
      const at = now();
      const row = await repo.insert({
        id: crypto.randomUUID(),
        user_id: memberId,
        ...fieldsOf(input),
        created_at: at,
        updated_at: at,
      });
      return toReminder(row, at);
    },

    async update(memberId: string, id: string, input: ReminderValues): Promise<Reminder> {
      const at = now();
      const before = (await repo.listOf(memberId)).find((r) => r.id === id);
      const row = before && (await repo.updateOwn(memberId, id, fieldsOf(input), at));
      if (!before || !row) throw notFound('reminder');
      if (before.month !== row.month || before.day !== row.day) await repo.forgetNotices(id);
      return toReminder(row, at);
    },

    async remove(memberId: string, id: string): Promise<void> {
      if (!(await repo.deleteOwn(memberId, id))) throw notFound('reminder');
      await repo.forgetNotices(id);
    },
  };
}

export type ReminderService = ReturnType<typeof reminderService>;
