import type { AdminFeedback } from '@ffe/shared/contracts/admin-service';
import { toAdminCustomer } from '../users/users.module';
import type { StaffFeedbackRow } from './feedback.repository';

/** Feedback as the console's inbox shows it: the customer's phone masked, who handled it by name. */
export function toAdminFeedback(row: StaffFeedbackRow, pictureUrl: (reference: string) => string): AdminFeedback {
  return {
    id: row.id,
    type: row.type as AdminFeedback['type'],
    rating: row.rating,
    content: row.content,
    pictures: (JSON.parse(row.pictures) as string[]).map(pictureUrl),
    contact: row.contact,
    customer: toAdminCustomer(row.user_id, row.customer_nickname, row.customer_phone),
    createTime: row.created_at,
    handled: row.handled_at !== null,
    handledTime: row.handled_at,
    handledBy: row.handled_by === null ? null : { id: row.handled_by, name: row.handler_name ?? row.handled_by },
  };
}
