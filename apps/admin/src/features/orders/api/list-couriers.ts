import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import type { courierAccount } from '@ffe/shared/contracts/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

export type CourierAccount = z.infer<typeof courierAccount>;

/** The enabled courier accounts, by name. */
export const listCouriers = (signal?: AbortSignal) =>
  call<typeof adminOrdersContracts.listCouriers>('/api/admin/order/couriers', {}, signal);

export const couriersQuery = () =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'couriers'], queryFn: ({ signal }) => listCouriers(signal) });

export const useCouriers = () => useQuery(couriersQuery());
