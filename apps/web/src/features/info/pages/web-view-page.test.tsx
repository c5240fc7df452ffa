// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { renderPage } from '../../../test/render-page';
import { allowedHosts, webPageUrl, webViewTarget } from '../utils/web-view-target';
import WebViewPage from './web-view-page';

describe('the embedded web page', () => {
  it('refuses a site the build does not allow, saying why, with a way to open it outside and a way back', () => {
    renderPage(WebViewPage, {
      path: PATHS.webView,
      search: `?url=${encodeURIComponent('https://example.com/care?flower=rose&x=1')}`,
    });
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('无法在商城内打开该网页')).toBeTruthy();
    expect(screen.getByText(/example\.com 不在商城信任的网站之列/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '在浏览器中打开' }).getAttribute('href')).toBe(
      'https://example.com/care?flower=rose&x=1',
    );
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });

  it('opens the shop’s own information page in place instead of framing the shop inside itself', async () => {
    renderPage(WebViewPage, {
      path: PATHS.webView,
      search: `?url=${encodeURIComponent(`${window.location.origin}${PATHS.policy}`)}`,
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(PATHS.policy));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows an error instead of anything that is not http or https', () => {
    renderPage(WebViewPage, { path: PATHS.webView, search: `?url=${encodeURIComponent('javascript:alert(1)')}` });
    expect(screen.queryByTitle(/alert/)).toBeNull();
    expect(screen.getByText('无法打开该网页')).toBeTruthy();
  });

  it('frames only hosts on the configured list, subdomains by a star', () => {
    const origin = 'https://shop.example.cn';
    const hosts = allowedHosts(' care.example.com, *.flowers.org ,');
    expect(hosts).toEqual(['care.example.com', '*.flowers.org']);
    expect(webViewTarget('https://care.example.com/a', origin, hosts)).toMatchObject({ kind: 'frame' });
    expect(webViewTarget('https://blog.flowers.org/', origin, hosts)).toMatchObject({ kind: 'frame' });
    for (const refused of ['https://evil-care.example.com/', 'https://flowers.org.evil.com/', 'https://x.com/']) {
      expect(webViewTarget(refused, origin, hosts)).toMatchObject({ kind: 'refused', reason: 'notAllowed' });
    }
    expect(webViewTarget(`${origin}/pages/tabbar/me/me`, origin, hosts)).toMatchObject({
      kind: 'refused',
      reason: 'shopPage',
    });
    expect(webViewTarget(`${origin}${PATHS.aboutUs}?a=1`, origin, hosts)).toEqual({
      kind: 'shop',
      path: `${PATHS.aboutUs}?a=1`,
    });
    // Nothing is framed by default.
    expect(allowedHosts(undefined)).toEqual([]);
  });

  it('accepts an address encoded twice and refuses other schemes and relative paths', () => {
    expect(webPageUrl(encodeURIComponent('http://example.com/a b'))).toBe('http://example.com/a%20b');
    for (const bad of [
      undefined,
      '',
      'file:///etc/passwd',
      'data:text/html,hi',
      '/pages/tabbar/me/me',
      'example.com',
    ]) {
      expect(webPageUrl(bad)).toBeUndefined();
    }
  });
});
