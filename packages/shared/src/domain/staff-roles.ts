/** The roles of the florist's team (issue 13); the role decides the set of permissions. */
export const staffRoles = ['admin', 'florist', 'service', 'courier'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Named permissions, checked by the server on every admin call and used by the console to hide what a role cannot do. */
export const permissions = [
  'dashboard.read',
  'orders.read',
  'orders.prepare',
  'orders.dispatch',
  'orders.deliver',
  'orders.refund',
  'orders.export',
  // Changing an order's delivery (date, slot, address, card) at the customer's request, before it is delivered.
  'orders.change',
  'deliveries.own',
  'stock.manage',
  // The cooler (issue 44): stems, suppliers, recipes, batches, write-offs, stocktake, the day plan and its buying list.
  'cooler.manage',
  // What stems cost and what orders earn: batch costs, supplier prices, margins (issue 44).
  'cooler.costs',
  // Subscriptions (issue 45): the list, a subscription's page, the day counts and figures; and the series and plans.
  'subscriptions.read',
  'subscriptions.manage',
  'catalogue.manage',
  'marketing.manage',
  'aftersale.decide',
  'comments.reply',
  'feedback.handle',
  'customers.read',
  'chat.answer',
  // The desk's shared quick replies, agents' caps, service hours and reports (issue 15).
  'desk.manage',
  'settings.manage',
  'staff.manage',
  'audit.read',
] as const;
export type Permission = (typeof permissions)[number];

/** What each role may do: the one place the sets are named. */
export const rolePermissions: Readonly<Record<StaffRole, readonly Permission[]>> = {
  admin: permissions,
  florist: [
    'dashboard.read',
    'orders.read',
    'orders.prepare',
    'orders.dispatch',
    'orders.deliver',
    'orders.export',
    'orders.change',
    'stock.manage',
    'cooler.manage',
    'subscriptions.read',
    // Florists keep the goods they make: pictures, prices, sizes, add-ons and categories.
    'catalogue.manage',
  ],
  service: [
    'orders.read',
    'subscriptions.read',
    'customers.read',
    'aftersale.decide',
    'comments.reply',
    'feedback.handle',
    'chat.answer',
  ],
  // A courier sees only the deliveries dispatched to them (`deliveries.own`) and marks them delivered.
  courier: ['deliveries.own', 'orders.deliver'],
};

/** Whether a set of granted permissions includes the one asked for. */
export function hasPermission(granted: readonly string[], wanted: Permission): boolean {
  return granted.includes(wanted);
}
