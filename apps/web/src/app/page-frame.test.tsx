// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PageProps } from '../lib/page-props';
import { usePageTitle } from '../lib/page-title';
import { PATHS } from '../lib/paths';
import { renderPage } from '../test/render-page';
import { PageFrame } from './page-frame';
import { type RouteEntry, routeTable } from './route-table';

/** A page that names itself after its `name` query until told to stop. */
function NamedPage({ name }: PageProps) {
  const [named, setNamed] = useState(true);
  usePageTitle(named ? name : undefined);
  return (
    <button type="button" onClick={() => setNamed(false)}>
      stop naming
    </button>
  );
}

const entry: RouteEntry = { path: PATHS.addressAdd, title: 'addressAdd', load: async () => ({ default: NamedPage }) };

const Frame = () => <PageFrame entry={entry} />;
const titleBar = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the page frame', () => {
  it('titles the bar and the browser tab from the route table when the page does not name itself', async () => {
    renderPage(Frame, { path: PATHS.addressAdd });
    await screen.findByRole('button', { name: 'stop naming' });
    expect(titleBar()).toBe('添加地址');
    await waitFor(() => expect(document.title).toBe('添加地址'));
  });

  it("shows the page's own title while it gives one, and the route's again once it stops", async () => {
    renderPage(Frame, { path: PATHS.addressAdd, search: '?name=编辑地址' });
    await waitFor(() => expect(titleBar()).toBe('编辑地址'));
    expect(document.title).toBe('编辑地址');

    fireEvent.click(screen.getByRole('button', { name: 'stop naming' }));
    await waitFor(() => expect(titleBar()).toBe('添加地址'));
    expect(document.title).toBe('添加地址');
  });

  it('draws no title bar above the my-account page, whose pink header is its own', async () => {
    const me = routeTable.find((route) => route.path === PATHS.me);
    if (!me) throw new Error('the route table has no my-account page');
    const MeFrame = () => <PageFrame entry={{ ...me, load: async () => ({ default: () => <p>me page</p> }) }} />;
    renderPage(MeFrame, { path: PATHS.me });
    await screen.findByText('me page');
    // The only header is the wide screen's top bar (hidden on a phone by its styles), not a title bar.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(document.querySelectorAll('header')).toHaveLength(1);
  });
});
