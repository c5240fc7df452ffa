/** The areas of the audit log, each a filter on its page. */
export const auditAreas = [
  'orders',
  'refunds',
  'after-sales',
  'comments',
  'feedback',
  'settings',
  'staff',
  'catalogue',
  'home',
  'coupons',
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
  'goods.create',
  'goods.update',
  'goods.stock',
  'goods.status',
  'category.create',
  'category.update',
  'category.delete',
  'category.reorder',
  'banner.create',
  'banner.update',
  'banner.delete',
  'banner.reorder',
  'home-card.create',
  'home-card.update',
  'home-card.delete',
  'home-card.reorder',
  'home-categories.update',
  'home-section.create',
  'home-section.update',
  'home-section.delete',
  'home-section.reorder',
  'hot-words.update',
  'coupon.create',
  'coupon.update',
  'coupon.end',
  'coupon.issue',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const isAuditAction = (action: string): action is AuditAction =>
  (auditActions as readonly string[]).includes(action);
