import http from 'node:http';
import type { ServerMetrics } from '../../platform/metrics';

/** Only the loopback address: the port answers without a token, so it must not be reachable from elsewhere. */
const LOOPBACK = '127.0.0.1';

/** A second, tiny listener answering GET /metrics on 127.0.0.1:`port` for a scraper on the same host (decision 057). */
export async function metricsListener(metrics: ServerMetrics, port: number) {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.scrape().then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
