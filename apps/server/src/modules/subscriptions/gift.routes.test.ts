import type { giftDetail } from '@ffe/shared/contracts/subscription';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { recipient } from '../../../test/ordering';
import { recordingSms } from '../../../test/recording-sms';
import { aSeriesWithPlan, buyingSubscriptions } from '../../../test/subscriptions';

type GiftDetail = z.output<typeof giftDetail.response>;

const sms = recordingSms();
const gift = { recipientName: '周小姐', recipientPhone: '13900002222', message: '生日快乐', from: '阿林' };

describeOnEachDatabase(
  'giving a subscription',
  (t) => {
    const buying = buyingSubscriptions(t);

    /** A gift paid for: its claim token, as the recipient's text carries it. */
    async function aPaidGift() {
      const { plan } = await aSeriesWithPlan(t.db);
      const buyer = await buying.shop.buyer();
      const bought = await buying.aSubscription(buyer, plan, { gift, firstDate: undefined, slot: undefined });
      const subscription = await buying.payFor(buyer, bought);
      const text = sms.shop.findLast((s) => s.phone === gift.recipientPhone && s.sms.template === 'gift-subscription');
      const url = text?.sms.params.url ?? '';
      expect(url).toContain('/pages/subscription/claim/claim?token=');
      return { plan, subscription, token: url.split('token=')[1] ?? '' };
    }

    it('waits for its recipient once paid, texting them the claim link, which shows no price', async () => {
      const { subscription, token } = await aPaidGift();
      expect(subscription).toMatchObject({ status: 'awaiting_claim', owner_id: null, first_date: null });
      const detail = await post<GiftDetail>(t.app, '/api/mall/subscription/gift/detail', { token });
      expect(detail.body.data).toMatchObject({ deliveries: 4, from: '阿林', message: '生日快乐', claimed: false });
      expect(JSON.stringify(detail.body.data)).not.toMatch(/price|159/);
      const unknown = await post(t.app, '/api/mall/subscription/gift/detail', { token: 'x'.repeat(32) });
      expect(unknown.status).toBe(404);
    });

    it('is claimed once of 50 claims at the same moment: one wins, the others answer 409 GIFT_CLAIMED', async () => {
      const { subscription, token, plan } = await aPaidGift();
      const firstDate = await buying.firstDateOf(plan.series_id, plan.id);
      const claimers = await Promise.all(Array.from({ length: 50 }, () => t.member()));
      const answers = await Promise.all(
        claimers.map((member) =>
          post(t.app, '/api/mall/subscription/gift/claim', { token, firstDate, slot: '09-12', recipient }, member),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409 && a.body.errCode === 'GIFT_CLAIMED')).toHaveLength(49);
      const winner = claimers[answers.findIndex((a) => a.status === 200)];
      const row = await t.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', subscription.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'active', owner_id: winner?.id, first_date: firstDate, district: '徐汇区' });
      const deliveries = await t.db
        .selectFrom('subscription_deliveries')
        .select('amount')
        .where('subscription_id', '=', subscription.id)
        .execute();
      expect(deliveries).toHaveLength(4);
      expect(deliveries.reduce((sum, d) => sum + d.amount, 0)).toBe(row.paid_amount);
      const after = await post<GiftDetail>(t.app, '/api/mall/subscription/gift/detail', { token });
      expect(after.body.data.claimed).toBe(true);
    });
  },
  { sms, env: { SUBSCRIPTION_SWEEP_MS: '50' } },
);
