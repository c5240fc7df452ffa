import crypto from 'node:crypto';
import { conflict, notFound } from '../../platform/errors';
import type { ShopNoticeDeps } from './occasion-notices';
import { type StockAlertRepository, WHOLE_GOODS } from './stock-alerts.repository';

/** The goods page a back-in-stock notice opens. */
const goodsPage = (id: string) => `/pages/goods/detail/detail?id=${encodeURIComponent(id)}`;

export interface StockAlertDeps extends ShopNoticeDeps {
  repo: StockAlertRepository;
  imageUrl: (path: string) => string;
  now?: () => number;
}

/**
 * 到货通知 (issue 16): a member asks to be told when sold-out goods, or one option, come back; the notice (chat and text)
 * goes out once. Each alert is claimed by a conditional update before anything is sent, so two processes or two
 * restocks at once send one notice. Restocks in the console sweep at once; stock given back by a cancel or a refund
 * is found by the scheduler's sweep.
 */
export function stockAlertService(deps: StockAlertDeps) {
  const { repo } = deps;
  const now = deps.now ?? Date.now;

  /** The target's stock now; 404 for goods or an option that is not there. */
  async function stockOf(goodsId: string, skuId: string | undefined): Promise<number> {
    const found = await repo.target(goodsId, skuId ?? WHOLE_GOODS);
    if (!found) throw notFound('goods', 'GOODS_NOT_FOUND');
    if (skuId === undefined) return found.goods.stock;
    if (!found.option) throw notFound('option', 'SKU_NOT_FOUND');
    return found.option.stock;
  }

  return {
    async isWaiting(memberId: string, goodsId: string, skuId?: string): Promise<boolean> {
      return repo.isWaiting(memberId, goodsId, skuId ?? WHOLE_GOODS);
    },

    /** Starts waiting (only for what is sold out: 409 IN_STOCK otherwise) or stops; answers whether waiting now. */
    async toggle(memberId: string, goodsId: string, skuId?: string): Promise<boolean> {
      const key = skuId ?? WHOLE_GOODS;
      if (await repo.stopWaiting(memberId, goodsId, key)) return false;
      if ((await stockOf(goodsId, skuId)) > 0) throw conflict('IN_STOCK', 'This is in stock: it can be bought now');
      await repo.wait(crypto.randomUUID(), memberId, goodsId, key, now());
      return true;
    },

    /** Sends the notices owed for stock that came back (of one goods when named); answers how many this call sent. */
    async run(at: number = now(), goodsId?: string): Promise<number> {
      let sent = 0;
      for (const alert of await repo.backInStock(goodsId)) {
        if (!(await repo.claim(alert.id, at))) continue;
        sent += 1;
        const url = goodsPage(alert.goods_id);
        await deps
          .chat(
            alert.user_id,
            {
              kind: 'back-in-stock',
              goods_id: alert.goods_id,
              name: alert.name,
              option: alert.option_name,
              image: deps.imageUrl(alert.cover),
              url,
              time: at,
            },
            `back-in-stock-${alert.id}-${at}`,
          )
          .catch((error) => deps.onError(error, 'back-in-stock notice'));
        if (!alert.phone) continue;
        const goodsName = alert.option_name ? `${alert.name} ${alert.option_name}` : alert.name;
        await deps.sms
          .sendShopNotice(alert.phone, {
            template: 'back-in-stock',
            params: { goodsName, url: `${deps.publicUrl}${url}` },
          })
          .catch((error) => deps.onError(error, 'back-in-stock SMS'));
      }
      return sent;
    },
  };
}

export type StockAlertService = ReturnType<typeof stockAlertService>;
