/** The areas of the audit log, each a filter on its page. */
export const auditAreas = [
  'orders',
  'refunds',
  'after-sales',
  'comments',
  'feedback',
  'settings',
  'staff',
  'customers',
] as const;
export type AuditArea = (typeof auditAreas)[number];

/** Every action the server records; the console names each in both languages (older names show as they are). */
export const auditActions = [
  'create',
  'update',
  'reset-password',
  'change-password',
  'prepare',
  'dispatch',
  'deliver',
  'cancel',
  'refund',
  'approve',
  'reject',
  'reply',
  'handle',
  'reopen',
  'delivery.update',
  'customer.disable',
  'customer.enable',
  'customer.note',
  'comment.hide',
  'comment.show',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const isAuditAction = (action: string): action is AuditAction =>
  (auditActions as readonly string[]).includes(action);
