// @vitest-environment jsdom
import type { ImClient } from '@ffe/im-client/client';
import { aClientMessage } from '@ffe/im-client/testing/im-factories';
import type { MemberSubstitution } from '@ffe/shared/contracts/cooler-substitutions';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShopImClient } from '../../../lib/shop-im-host';
import { apiFailure, mockApi } from '../../../test/factories';
import { showBubble } from '../testing/show-bubble';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const deadline = Date.now() + 6 * 3_600_000;
const proposal: MemberSubstitution = {
  id: 'sub-1',
  orderId: 'o-1',
  status: 'proposed',
  outcome: null,
  deadline,
  deliveryDate: '2027-03-08',
};

const card = () =>
  aClientMessage({
    type: 'shop-notice',
    from_uid: 'system',
    body: {
      kind: 'substitution',
      substitution_id: 'sub-1',
      order_id: 'o-1',
      order_no: 'FF2027',
      name: 'FF2027',
      lines: [{ name: '红玫瑰', name_en: 'Red rose', substitute: '粉玫瑰', substitute_en: 'Pink rose', units: 9 }],
      deadline,
      url: '/pages/order/order-detail/order-detail?id=o-1',
      time: 1,
    },
  });

describe('the substitution card in the chat (issue 44)', () => {
  it('shows the stems replaced and approves the substitutes with one tap', async () => {
    const api = mockApi({
      '/api/mall/substitution/detail/sub-1': proposal,
      '/api/mall/substitution/approve/sub-1': { ...proposal, status: 'approved', outcome: 'customer' },
    });
    showBubble(imClient, card());
    expect(screen.getByText('红玫瑰 ×9 换成 粉玫瑰')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '同意替换' }));
    expect((await screen.findByRole('status')).textContent).toBe('您已同意替换，花艺师会按替换后的花材制作');
    expect(api.bodies('/api/mall/substitution/approve/sub-1')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '同意替换' })).toBeNull();
  });

  it('moves the order to the next day and says when it comes', async () => {
    mockApi({
      '/api/mall/substitution/detail/sub-1': proposal,
      '/api/mall/substitution/next-day/sub-1': { ...proposal, status: 'moved', deliveryDate: '2027-03-09' },
    });
    showBubble(imClient, card());
    fireEvent.click(await screen.findByRole('button', { name: '改为次日送达' }));
    expect((await screen.findByRole('status')).textContent).toBe('订单已改为 2027-03-09 送达');
  });

  it('says so on the card when the substitutes ran short meanwhile', async () => {
    mockApi({
      '/api/mall/substitution/detail/sub-1': proposal,
      '/api/mall/substitution/approve/sub-1': apiFailure(409, 'short', 'SUBSTITUTE_UNAVAILABLE'),
    });
    showBubble(imClient, card());
    fireEvent.click(await screen.findByRole('button', { name: '同意替换' }));
    expect((await screen.findByRole('alert')).textContent).toBe('替换的花材也不够了，店家会尽快联系您');
  });

  it('shows the outcome without buttons once the deadline passed', async () => {
    mockApi({ '/api/mall/substitution/detail/sub-1': { ...proposal, status: 'expired', outcome: 'refunded' } });
    showBubble(imClient, card());
    expect((await screen.findByRole('status')).textContent).toBe('已过回复时间，店铺已按规则处理');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
