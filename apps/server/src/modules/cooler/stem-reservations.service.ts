import type { Db } from '../../db/connect';

/** One order line as the cooler reads it. */
export interface StemLine {
  goodsId: string;
  skuId: string | null;
  quantity: number;
}

/** The stems booked orders hold for their delivery dates (issue 44): being built; holds nothing yet. */
export function stemReservationService(_db: Db) {
  return {
    async reserve(_order: { id: string; deliveryDate: string }, _lines: readonly StemLine[], _trx: Db) {
      return new Set<string>();
    },
    async release(_orderId: string, _trx: Db) {},
    async rebook(_orderId: string, _deliveryDate: string, _trx: Db) {},
  };
}
