// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImClient } from './client';
import { clientOf, ImClientContext, type ImClientLoader, useImClient } from './client-context';
import { createTestImClient } from './testing/test-client';

const clients: ImClient[] = [];
const aClient = () => {
  const client = createTestImClient();
  clients.push(client);
  return client;
};
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});

function ShowsClient({ expected }: { expected: ImClient }) {
  return <p>{useImClient() === expected ? 'the client' : 'another client'}</p>;
}

/** A loader that makes its client only when the test says so. */
function aLoader(client: ImClient): ImClientLoader & { finish(): void } {
  let finish = () => {};
  const made = new Promise<ImClient>((resolve) => {
    finish = () => resolve(client);
  });
  return { load: () => made, finish: () => finish() };
}

describe("the page's messaging client", () => {
  it('is the client the app provides', () => {
    const client = aClient();
    render(
      <ImClientContext.Provider value={client}>
        <ShowsClient expected={client} />
      </ImClientContext.Provider>,
    );
    expect(screen.getByText('the client')).toBeTruthy();
  });

  it('waits, suspended, while a provided loader makes it, then is that client', async () => {
    const client = aClient();
    const loader = aLoader(client);
    render(
      <ImClientContext.Provider value={loader}>
        <Suspense fallback={<p>waiting</p>}>
          <ShowsClient expected={client} />
        </Suspense>
      </ImClientContext.Provider>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    loader.finish();
    expect(await screen.findByText('the client')).toBeTruthy();
  });

  it('is a programming error without a provider', () => {
    expect(() => render(<ShowsClient expected={aClient()} />)).toThrow(/no ImClientContext.Provider/);
  });

  it('resolves a client or a loader alike for code outside React', async () => {
    const client = aClient();
    expect(await clientOf(client)).toBe(client);
    const loader = aLoader(client);
    loader.finish();
    expect(await clientOf(loader)).toBe(client);
  });
});
