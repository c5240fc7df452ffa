import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoadResult {
  method: 'chromium' | 'index.html';
  note: string;
  scripts: ScriptSize[];
  totalBytes: number;
  totalGzipBytes: number;
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function gzipSize(body: Buffer): number {
  return zlib.gzipSync(body, { level: 9 }).length;
}

function summarise(method: FirstLoadResult['method'], note: string, scripts: ScriptSize[]): FirstLoadResult {
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    method,
    note,
    scripts,
    totalBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    totalGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
  };
}

/** Every script a phone-sized Chromium loads for `/` until the network is idle, each gzipped here at level 9. */
export async function measureWithChromium(baseUrl: string, executablePath: string): Promise<FirstLoadResult> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      // The shop's customers browse in Chinese; English texts are one more chunk, loaded on first use.
      locale: 'zh-CN',
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const urls = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.add(request.url());
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    // Bodies are fetched again here: a response Chromium has let go of (preloaded, cached) no longer answers body().
    const scripts = await Promise.all(
      [...urls].map(async (url) => {
        const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        const body = Buffer.from(await response.arrayBuffer());
        return { url: new URL(url).pathname, bytes: body.length, gzipBytes: gzipSize(body) };
      }),
    );
    if (scripts.length === 0) throw new Error('Chromium loaded / without a single script');
    return summarise('chromium', 'scripts Chromium (375x812, zh-CN) fetched for / until network idle', scripts);
  } finally {
    await browser.close();
  }
}

/**
 * Without a browser: the entry module script and the modulepreload links of the built index.html.
 * This is the static part only; chunks the app imports lazily at run time (e.g. the home page) are not counted.
 */
export function measureFromIndexHtml(distDir: string): FirstLoadResult {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\bsrc=["']([^"']+)["']/i.exec(tag)?.[1];
    if (src && /\btype=["']module["']/i.test(tag)) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
    if (href && /\brel=["']modulepreload["']/i.test(tag)) urls.add(href);
  }
  if (urls.size === 0) throw new Error(`no module script in ${distDir}/index.html`);
  const scripts = [...urls].map((url) => {
    const file = path.join(distDir, new URL(url, 'http://x/').pathname);
    const body = fs.readFileSync(file);
    return { url, bytes: body.length, gzipBytes: gzipSize(body) };
  });
  return summarise(
    'index.html',
    'no Chromium: entry module + modulepreload links of dist/index.html; lazy chunks loaded at run time are not counted',
    scripts,
  );
}
