// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { renderPage } from '../../../test/render-page';
import AboutUsPage from './about-us-page';
import AgreementPage from './agreement-page';
import HelperPage from './helper-page';
import PolicyPage from './policy-page';

describe('the information pages', () => {
  it('give the terms and the privacy policy in headed sections', () => {
    renderPage(AgreementPage, { path: PATHS.agreement });
    expect(screen.getByRole('heading', { level: 1, name: '用户协议' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(5);
    expect(screen.getByRole('heading', { name: '六、退款与售后' })).toBeTruthy();
  });

  it('give the privacy policy', () => {
    renderPage(PolicyPage, { path: PATHS.policy });
    expect(screen.getByRole('heading', { level: 1, name: '隐私政策' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '一、我们收集的信息' })).toBeTruthy();
  });

  it('tell about the shop and its version', () => {
    renderPage(AboutUsPage, { path: PATHS.aboutUs });
    expect(screen.getByRole('heading', { name: '鲜花速递' })).toBeTruthy();
    expect(screen.getByText('版本 1.0.0（100）')).toBeTruthy();
    expect(screen.getByRole('link', { name: '400-800-5200' }).getAttribute('href')).toBe('tel:4008005200');
  });

  it('answer common questions, open the customer-service chat and call the hotline', () => {
    renderPage(HelperPage, { path: PATHS.helper });
    const answer = /当日配送请在页面显示的截单时间前下单/;
    expect(screen.queryByText(answer)).toBeNull();
    fireEvent.click(screen.getByText('下单后多久能送到？'));
    expect(screen.getByText(answer)).toBeTruthy();
    expect(screen.getByRole('link', { name: /拨打客服热线/ }).getAttribute('href')).toBe('tel:4008005200');
    fireEvent.click(screen.getByRole('button', { name: '联系在线客服' }));
    expect(screen.getByTestId('location').textContent).toBe(`${PATHS.chat}?user_id=customer-service`);
  });
});
