import type { DeliveryPromise } from '@ffe/shared/contracts/occasions';
import { type DeliveryRules, deliveryAreaOf, minutesOf, shopMinutes } from '@ffe/shared/domain/delivery-rules';
import type { AddressRow } from '../addresses/addresses.module';
import { deliveryCalendar, deliveryDates, slotKey } from '../orders/orders.module';

export interface DeliveryPromiseDeps {
  /** The delivery settings the checkout quotes with (`delivery-settings.service` `current`). */
  rules(): Promise<DeliveryRules>;
  slotLoads(dates: readonly string[]): Promise<Array<{ delivery_date: string; slot: string; booked: number }>>;
  addressesOf(memberId: string): Promise<readonly Pick<AddressRow, 'province' | 'city' | 'district' | 'is_default'>[]>;
  now?: () => number;
}

/**
 * What the goods page and the cart promise (issue 16): today before the cut-off while a same-day slot is open, with
 * the instant it stops, else the first date that can be booked; both from the checkout's calendar, so the promise
 * never offers what the checkout would refuse. A member's default address is checked against the zones.
 */
export function deliveryPromiseService(deps: DeliveryPromiseDeps) {
  const now = deps.now ?? Date.now;
  return {
    async promise(memberId: string | null, at: number = now()): Promise<DeliveryPromise> {
      const rules = await deps.rules();
      const [loads, addresses] = await Promise.all([
        deps.slotLoads(deliveryDates(at, rules.horizonDays)),
        memberId ? deps.addressesOf(memberId) : [],
      ]);
      const days = deliveryCalendar(at, rules, new Map(loads.map((l) => [slotKey(l.delivery_date, l.slot), l.booked])));
      const today = days[0];
      const openToday = today?.slots.filter((s) => s.unavailable === null) ?? [];
      // Same-day orders stop at the cut-off, or earlier when the last open slot's lead time runs out first.
      const dayStart = at - (shopMinutes(at) * 60_000 + (at % 60_000));
      // A slot stays open through the whole minute its lead time ends in (the calendar compares whole minutes).
      const lastOpen = Math.max(...openToday.map((s) => minutesOf(s.start) - rules.leadMinutes + 1));
      const orderBy = openToday.length > 0 ? dayStart + Math.min(minutesOf(rules.cutoff), lastOpen) * 60_000 : null;
      const firstDate = days.find((d) => d.slots.some((s) => s.unavailable === null))?.date ?? null;
      const home = addresses.find((a) => a.is_default === 1);
      const area = home ? deliveryAreaOf(rules, home) : undefined;
      return {
        now: at,
        sameDay: orderBy !== null,
        cutoff: rules.cutoff,
        orderBy,
        firstDate,
        area: home && area ? { district: home.district, served: area.served } : null,
      };
    },
  };
}

export type DeliveryPromiseService = ReturnType<typeof deliveryPromiseService>;
