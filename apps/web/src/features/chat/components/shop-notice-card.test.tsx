// @vitest-environment jsdom
import type { ImClient } from '@ffe/im-client/client';
import { aClientMessage } from '@ffe/im-client/testing/im-factories';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShopImClient } from '../../../lib/shop-im-host';
import { showBubble } from '../testing/show-bubble';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const searchBirthday = `/pages/goods/goods-search/goods-search?keyword=${encodeURIComponent('生日')}`;

describe('the shop notices from system (issue 16)', () => {
  it('shows an occasion a week ahead, opening the goods for it', () => {
    showBubble(
      imClient,
      aClientMessage({
        type: 'shop-notice',
        from_uid: 'system',
        body: {
          kind: 'occasion',
          occasion: 'birthday',
          name: '妈妈生日',
          date: '2027-03-08',
          days: 7,
          url: searchBirthday,
          time: 1,
        },
      }),
    );
    const card = screen.getByRole('link');
    expect(card.getAttribute('href')).toBe(searchBirthday);
    expect(within(card).getByText('纪念日提醒')).toBeTruthy();
    expect(within(card).getByText('妈妈生日还有7天（2027-03-08）')).toBeTruthy();
  });

  it('says an occasion is tomorrow the day before', () => {
    showBubble(
      imClient,
      aClientMessage({
        type: 'shop-notice',
        from_uid: 'system',
        body: {
          kind: 'occasion',
          occasion: 'birthday',
          name: '妈妈生日',
          date: '2027-03-08',
          days: 1,
          url: searchBirthday,
          time: 1,
        },
      }),
    );
    expect(screen.getByText('明天就是妈妈生日（2027-03-08）')).toBeTruthy();
  });

  it('shows goods back in stock with the option, opening the goods', () => {
    const url = '/pages/goods/detail/detail?id=g-rose';
    showBubble(
      imClient,
      aClientMessage({
        type: 'shop-notice',
        from_uid: 'system',
        body: { kind: 'back-in-stock', goods_id: 'g-rose', name: '红玫瑰', option: '33枝', image: '', url, time: 1 },
      }),
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe(url);
    expect(screen.getByText('您关注的红玫瑰 33枝已到货')).toBeTruthy();
  });

  it('opens nothing outside the shop', () => {
    showBubble(
      imClient,
      aClientMessage({
        type: 'shop-notice',
        from_uid: 'system',
        body: {
          kind: 'occasion',
          occasion: 'birthday',
          name: 'x',
          date: '2027-03-08',
          days: 7,
          url: 'https://evil.example',
          time: 1,
        },
      }),
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
