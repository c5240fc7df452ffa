// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { resetImStore } from '@ffe/im-client/runtime/im-store';
import { aClientMessage, aCustomer, SERVICE_CHAT, T0 } from '@ffe/im-client/testing/im-factories';
import { messagePreview } from '@ffe/im-client/utils/message-preview';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { apiFailure, mockApi } from '../../../test/factories';
import { zhText } from '../testing/chat-texts';
import { currentLocation, showBubble } from '../testing/show-bubble';
import { withTestToken } from '../testing/test-chat';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ toast }));

const RATE = '/api/im/service/rate';
const ratingRequest = (stars: number | null = null, comment: string | null = null) =>
  aClientMessage({ _id: 'm-rate', type: 'service-rating', body: { session_id: 's-1', stars, comment } });
const aCoupon = (overrides: object = {}) => ({
  coupon_id: 'c-1',
  name: '母亲节康乃馨专享券',
  kind: 'fixed',
  amount_off: 20,
  percent_off: 0,
  min_spend: 199,
  expires_at: T0 + 7 * 86_400_000,
  ...overrides,
});
const card = () => screen.getByRole('region', { name: '请为本次服务评分' });

describe("customer service's messages in the shop", () => {
  beforeEach(() => {
    resetImStore(imClient);
    withTestToken(imClient);
    imClient.store.setState({ me: aCustomer() });
  });
  afterEach(() => toast.mockReset());

  describe('the rating card', () => {
    it('sends the chosen stars and comment once, then shows them read-only', async () => {
      const api = mockApi({ [RATE]: { session_id: 's-1', stars: 4, comment: '包装很用心' } });
      imClient.store.setState({ messages: { [SERVICE_CHAT]: [ratingRequest()] } });
      showBubble(imClient, ratingRequest());

      const submit = within(card()).getByRole('button', { name: '提交评价' });
      expect((submit as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(within(card()).getByRole('radio', { name: '4星' }));
      fireEvent.change(within(card()).getByRole('textbox', { name: '说说您的感受（选填）' }), {
        target: { value: ' 包装很用心 ' },
      });
      fireEvent.click(submit);

      expect(await within(card()).findByRole('img', { name: '4星' })).toBeTruthy();
      expect(within(card()).getByText('★★★★☆')).toBeTruthy();
      expect(within(card()).getByText('包装很用心')).toBeTruthy();
      expect(within(card()).queryByRole('button')).toBeNull();
      expect(api.bodies(RATE)).toEqual([{ session_id: 's-1', stars: 4, comment: '包装很用心' }]);
      // The message keeps the stars, so the card stays read-only when the chat opens again.
      expect(imClient.store.getState().messages[SERVICE_CHAT]?.[0]?.body).toEqual({
        session_id: 's-1',
        stars: 4,
        comment: '包装很用心',
      });
    });

    it('shows the stars read-only when the message already carries them, and asks nothing', () => {
      const api = mockApi({});
      showBubble(imClient, ratingRequest(5, null));
      expect(within(card()).getByRole('img', { name: '5星' }).textContent).toBe('★★★★★');
      expect(within(card()).queryByRole('button')).toBeNull();
      expect(api.bodies(RATE)).toEqual([]);
    });

    it('says the conversation was already rated when the server answers 409', async () => {
      mockApi({ [RATE]: apiFailure(409, 'already rated', 'IM_ALREADY_RATED') });
      showBubble(imClient, ratingRequest());
      fireEvent.click(within(card()).getByRole('radio', { name: '5星' }));
      fireEvent.click(within(card()).getByRole('button', { name: '提交评价' }));
      expect(await within(card()).findByText('本次服务已评价过')).toBeTruthy();
      expect(within(card()).queryByRole('button')).toBeNull();
      expect(toast).not.toHaveBeenCalled();
    });
  });

  it('shows staff their rating request waiting, with nothing to rate', () => {
    const api = mockApi({});
    showBubble(imClient, ratingRequest(), { mine: true });
    expect(within(card()).getByText('等待顾客评价')).toBeTruthy();
    expect(within(card()).queryByRole('button')).toBeNull();
    expect(api.bodies(RATE)).toEqual([]);
  });

  describe('the coupon card', () => {
    it('shows the amount off with the minimum spend, the name and the expiry, and opens 我的优惠券', () => {
      showBubble(imClient, aClientMessage({ type: 'coupon', body: aCoupon() }));
      const coupon = screen.getByRole('region', { name: '送您一张优惠券' });
      expect(within(coupon).getByText('满¥199.00减¥20.00')).toBeTruthy();
      expect(within(coupon).getByText('母亲节康乃馨专享券')).toBeTruthy();
      expect(within(coupon).getByText(/到期$/)).toBeTruthy();
      fireEvent.click(within(coupon).getByRole('link', { name: /去我的优惠券/ }));
      expect(currentLocation()).toBe(PATHS.couponList);
    });

    it('has no way to the coupons for the staff who gave it', () => {
      showBubble(imClient, aClientMessage({ type: 'coupon', body: aCoupon() }), { mine: true });
      expect(screen.getByText('满¥199.00减¥20.00')).toBeTruthy();
      expect(screen.queryByRole('link', { name: /去我的优惠券/ })).toBeNull();
    });

    it('shows a percent off as 折 without a minimum', () => {
      showBubble(
        imClient,
        aClientMessage({ type: 'coupon', body: aCoupon({ kind: 'percent', percent_off: 15, min_spend: 0 }) }),
      );
      expect(screen.getByText('8.5折')).toBeTruthy();
    });
  });

  it('previews both in the conversation list', () => {
    expect(messagePreview(ratingRequest(), zhText)).toBe('[服务评价]');
    expect(messagePreview(aClientMessage({ type: 'coupon', body: aCoupon() }), zhText)).toBe(
      '[优惠券] 母亲节康乃馨专享券',
    );
  });

  describe("the agent's name", () => {
    it("shows 客服·name under an agent's answer", () => {
      showBubble(imClient, aClientMessage({ agent_id: 'staff-mei', agent_name: '小美' }));
      expect(screen.getByTestId('agent-name').textContent).toBe('客服·小美');
    });

    it('shows nothing when the shop does not name its agents', async () => {
      showBubble(imClient, aClientMessage({ agent_id: 'staff-mei', agent_name: null }));
      await waitFor(() => expect(screen.getByTestId('message')).toBeTruthy());
      expect(screen.queryByTestId('agent-name')).toBeNull();
    });
  });
});
