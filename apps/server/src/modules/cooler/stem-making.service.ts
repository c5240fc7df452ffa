import type { Db } from '../../db/connect';

/** Making orders from the cooler's batches (issue 44): being built; moves nothing yet. */
export function stemMakingService(_db: Db) {
  return {
    async make(_orderId: string, _actorId: string | null, _at: number, _trx: Db) {},
    async unmake(_orderId: string, _how: { returned: boolean; actorId: string | null; at: number }, _trx: Db) {},
  };
}
