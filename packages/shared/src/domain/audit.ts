/** The areas of the audit log, each a filter on its page. */
export const auditAreas = ['orders', 'refunds', 'after-sales', 'comments', 'feedback', 'settings', 'staff'] as const;
export type AuditArea = (typeof auditAreas)[number];
