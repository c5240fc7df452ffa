import { useSetServiceContext } from '@ffe/im-client/api/set-service-context';
import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import { useEffect, useRef } from 'react';
import { parseGoodsOffer } from '../utils/goods-offer';

/**
 * Tells the desk once per opening what a customer opened the customer-service chat from (a goods' `info`, or an
 * order), for the agent's customer panel; waits until the chat is open, so the chat login exists.
 */
export function useServiceContext({
  userId,
  info,
  orderId,
  customer,
  open,
}: {
  userId: string;
  info: string | undefined;
  orderId: string | undefined;
  /** A customer or guest: staff opening chats tell nothing. */
  customer: boolean;
  open: boolean;
}): void {
  const { mutate } = useSetServiceContext();
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!open || !customer || userId !== DEFAULT_CUSTOMER_SERVICE_UID) return;
    const goodsId = parseGoodsOffer(info)?.id;
    const context = orderId ? { order_id: orderId } : goodsId ? { goods_id: goodsId } : null;
    if (!context) return;
    const key = JSON.stringify(context);
    if (told.current === key) return;
    told.current = key;
    mutate(context);
  }, [open, customer, userId, info, orderId, mutate]);
}
