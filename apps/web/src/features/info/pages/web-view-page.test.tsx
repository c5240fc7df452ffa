// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { renderPage } from '../../../test/render-page';
import WebViewPage, { webPageUrl } from './web-view-page';

describe('the embedded web page', () => {
  it('frames an http or https address given URL-encoded, with a way to open it in the browser', () => {
    renderPage(WebViewPage, {
      path: PATHS.webView,
      search: `?url=${encodeURIComponent('https://example.com/care?flower=rose&x=1')}`,
    });
    expect(screen.getByTitle('https://example.com/care?flower=rose&x=1').tagName).toBe('IFRAME');
    expect(screen.getByRole('link', { name: '在浏览器中打开' }).getAttribute('href')).toBe(
      'https://example.com/care?flower=rose&x=1',
    );
  });

  it('shows an error instead of anything that is not http or https', () => {
    renderPage(WebViewPage, { path: PATHS.webView, search: `?url=${encodeURIComponent('javascript:alert(1)')}` });
    expect(screen.queryByTitle(/alert/)).toBeNull();
    expect(screen.getByText('无法打开该网页')).toBeTruthy();
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
