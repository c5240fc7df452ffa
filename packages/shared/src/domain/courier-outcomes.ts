/**
 * How a delivery ended at the door (issue 40). `delivered` completes it; the two failures bring the flowers back to the
 * shop (`preparing`), where the order waits for the florist: not home, to be sent again; refused, for an after-sale
 * decision (refund or send again).
 */
export const courierOutcomes = ['delivered', 'not-home', 'refused'] as const;
export type CourierOutcome = (typeof courierOutcomes)[number];

/** The outcomes that bring the order back to the shop and mark it for the florist's attention. */
export const courierFailures = ['not-home', 'refused'] as const;
export type CourierFailure = (typeof courierFailures)[number];
