import type { OrderRefund } from '@ffe/shared/contracts/order';
import { toYuan } from '@ffe/shared/domain/money';
import type { RefundRow } from './refund.repository';

/** A refund row as staff read it in the order detail. */
export function toOrderRefund(row: RefundRow): OrderRefund {
  return {
    id: row.id,
    amount: toYuan(row.amount),
    reason: row.reason,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptTime: row.status === 'succeeded' ? null : row.next_attempt_at,
    createTime: row.created_at,
    updateTime: row.updated_at,
    settledTime: row.settled_at,
  };
}
