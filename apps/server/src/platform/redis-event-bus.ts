import { Redis } from 'ioredis';
import type { EventBus, PushEvent } from './event-bus';

const CHANNEL = 'ffe:im:push';

/**
 * The bus of several server processes: every event goes through one Redis pub/sub channel and each process
 * delivers to the sockets it holds. Pub/sub drops what a disconnected process misses; clients sync on reconnect.
 */
export async function redisEventBus(url: string, onError: (error: Error) => void): Promise<EventBus> {
  // Events published in one turn of the event loop go out in one write (auto-pipelining): each write is a system call.
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableAutoPipelining: true });
  const subscriber = new Redis(url, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners = new Set<(event: PushEvent) => void>();
  subscriber.on('message', (_channel: string, text: string) => {
    const event = JSON.parse(text) as PushEvent;
    for (const deliver of listeners) deliver(event);
  });
  await subscriber.subscribe(CHANNEL);
  return {
    async publish(event) {
      await publisher.publish(CHANNEL, JSON.stringify(event));
    },
    subscribe(deliver) {
      listeners.add(deliver);
      return () => listeners.delete(deliver);
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
