import type { adminSubscriptionDetail } from '@ffe/shared/contracts/admin-subscriptions';
import type { z } from 'zod';

/** A subscription as its page reads it. */
export type SubscriptionDetail = z.infer<typeof adminSubscriptionDetail.response>;
export type DetailDelivery = SubscriptionDetail['deliveries'][number];
export type DetailChange = SubscriptionDetail['changes'][number];
