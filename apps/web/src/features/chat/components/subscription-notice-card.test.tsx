// @vitest-environment jsdom
import type { ImClient } from '@ffe/im-client/client';
import { aClientMessage } from '@ffe/im-client/testing/im-factories';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShopImClient } from '../../../lib/shop-im-host';
import { showBubble } from '../testing/show-bubble';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const detail = '/pages/subscription/detail/detail?id=sub-1';
const renew = '/pages/subscription/series/series?id=series-1&plan=plan-1&renew=sub-1';

const notice = (body: Record<string, unknown>) =>
  showBubble(
    imClient,
    aClientMessage({
      type: 'shop-notice',
      from_uid: 'system',
      body: {
        kind: 'subscription',
        subscription_id: 'sub-1',
        name: '每周一花 · 简约',
        name_en: 'Weekly flowers · Simple',
        date: '2027-01-02',
        moved_from: null,
        number: 3,
        total: 12,
        photo: null,
        url: detail,
        time: 1,
        ...body,
      },
    }),
  );

describe('the subscription notices from system (issue 45)', () => {
  it('says a delivery comes tomorrow, opening the subscription', () => {
    notice({ event: 'tomorrow' });
    const card = screen.getByRole('link');
    expect(card.getAttribute('href')).toBe(detail);
    expect(within(card).getByText('周花明天送达')).toBeTruthy();
    expect(within(card).getByText('每周一花 · 简约 第 3/12 束将于 2027-01-02 送达')).toBeTruthy();
  });

  it('says the shop moved a delivery from a day it could not deliver', () => {
    notice({ event: 'moved', moved_from: '2026-12-31' });
    expect(
      screen.getByText('每周一花 · 简约 第 3/12 束原定 2026-12-31，因当天无法配送，改为 2027-01-02 送达'),
    ).toBeTruthy();
  });

  it('shows the delivery photo once delivered', () => {
    notice({ event: 'delivered', photo: 'https://shop.example/uploads/door.jpg' });
    const photo = screen.getByRole('img', { name: '周花已送达' });
    expect(photo.getAttribute('src')).toBe('https://shop.example/uploads/door.jpg');
  });

  it('offers to renew in one tap when the plan is ending', () => {
    notice({ event: 'ending', url: renew, date: '', number: null });
    const card = screen.getByRole('link');
    expect(card.getAttribute('href')).toBe(renew);
    expect(within(card).getByText('一键续订 ›')).toBeTruthy();
  });

  it('words the notice in English with the series’ English name', async () => {
    const { default: i18n, loadLocale } = await import('../../../lib/i18n');
    await loadLocale('en');
    await i18n.changeLanguage('en');
    try {
      notice({ event: 'tomorrow' });
      await waitFor(() =>
        expect(screen.getByText('Weekly flowers · Simple bouquet 3 of 12 arrives on 2027-01-02')).toBeTruthy(),
      );
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});
