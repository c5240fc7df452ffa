import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type ContentLanguage, contentLanguageOf } from '@ffe/shared/domain/content-language';
import {
  LANGUAGE_COOKIE,
  PAGE_STATE_ID,
  type PageState,
  type RenderedPage,
  type ShopRenderer,
} from '@ffe/shared/server-rendering';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** One chunk of the shop's build manifest (Vite's `.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  /** The module it was named for (its first), without its folder and extension. */
  name?: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The shop's entry in the manifest: its chunk is in every page. */
const ENTRY = 'index.html';
const ROOT_ELEMENT = '<div id="root"></div>';

/** Serves the shop's pages the server renders first (issue 17); the rest stay the browser's to draw. */
export interface ShopPages {
  /**
   * The page's HTML: rendered here, or index.html with the modules the page loads preloaded (issue 40); undefined when
   * index.html as built serves.
   */
  render(request: FastifyRequest): Promise<string | undefined>;
}

const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
/** JSON inside a script element: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The visitor's language: the one they chose in the shop (a cookie), else their browser's first. */
function pageLanguage(request: FastifyRequest): ContentLanguage {
  const chosen = request.headers.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return chosen === 'en' || chosen === 'zh-CN' ? chosen : contentLanguageOf(request.headers['accept-language']);
}

/** The page's largest picture, which its component marks with high fetch priority: fetched before any script. */
function picturePreload(html: string): string {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  if (!img) return '';
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(img)?.[1];
  const src = attribute('src');
  if (!src) return '';
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return `<link rel="preload" as="image" fetchpriority="high" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''}>`;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** A middle Brotli level: most of the saving, at a few milliseconds for a page's HTML. */
const PAGE_BROTLI_QUALITY = 5;

/**
 * Sends a rendered page compressed as the client accepts it (Brotli first): the not-found handler that answers pages
 * is no route, so @fastify/compress does not reach it.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding, accept-language, cookie');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}

/** The chunks a chunk imports statically, itself first, each once. */
function staticChunks(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => staticChunks(manifest, imported, seen))];
}

/**
 * The CSS of the entry and of the page with its static imports (all the page's first view needs), inlined; and a
 * disabled link to each of its files, which the browser never fetches but Vite's loader of the page's chunk finds and
 * so does not add again: each stylesheet added made the browser restyle the whole page (50-95 ms each on
 * Lighthouse's slowed CPU).
 */
function pageStyles(shopRoot: string, manifest: Manifest, pageSource: string): string {
  const chunks = [...staticChunks(manifest, ENTRY), ...staticChunks(manifest, pageSource)];
  const files = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const css = files.map((file) => fs.readFileSync(path.join(shopRoot, file), 'utf8')).join('\n');
  return `<style>${css}</style>${files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('')}`;
}

/**
 * A module's key in the manifest: its source; or, for a loaded module the bundler merged with code it shares (it then
 * keys the chunk by its file, as the later pages' loaders), the one loaded chunk named after the module's file.
 */
function chunkKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  const named = Object.entries(manifest).filter(
    ([, chunk]) => chunk.isDynamicEntry && !chunk.src && chunk.name === name,
  );
  return named.length === 1 && named[0] ? named[0][0] : module;
}

/**
 * index.html with a preload of each file the modules need beyond what it loads already (the entry and its imports):
 * scripts as modulepreload, styles as preloads the page's chunk loader then takes, both as Vite asks for them
 * (crossorigin), so they come beside the main bundle rather than in a row after it.
 */
function withPreloads(builtPage: string, manifest: Manifest, modules: string[]): string {
  const loaded = new Set(staticChunks(manifest, ENTRY));
  const chunks = [...new Set(modules.flatMap((module) => staticChunks(manifest, chunkKey(manifest, module))))].filter(
    (chunk) => !loaded.has(chunk),
  );
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const links = [
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  return builtPage.replace('</head>', `${links.join('')}</head>`);
}

/**
 * Loads the shop's rendering bundle (`apps/web/dist-server`, beside the built shop) and its manifest; without them
 * (a build without the server entry) every page stays the browser's to draw.
 */
export async function loadShopPages(app: FastifyInstance, shopRoot: string): Promise<ShopPages | undefined> {
  const bundle = path.join(shopRoot, '..', 'dist-server', 'entry-server.js');
  const manifestFile = path.join(shopRoot, '.vite', 'manifest.json');
  if (!fs.existsSync(bundle) || !fs.existsSync(manifestFile)) return undefined;
  const { shopRenderer } = (await import(pathToFileURL(bundle).href)) as { shopRenderer: ShopRenderer };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const builtPage = fs.readFileSync(path.join(shopRoot, 'index.html'), 'utf8');
  const template = builtPage
    // The entry's CSS comes inlined with the page's, so no stylesheet holds up the first paint; and the scripts
    // start with the entry's own, not preloaded ahead: on a slow network preloads raced the page's first paint
    // (Lighthouse's FCP 2.1 → 1.2 s without them).
    .replace(/\s*<link rel="(stylesheet|modulepreload)"[^>]*>/g, '');
  const stylesOf = new Map<string, string>();
  // By the modules' list: one a later page and language, so bounded by the route table.
  const preloadedPages = new Map<string, string>();

  /** index.html with the page's modules preloaded, or undefined for a page that names none. */
  const preloaded = (url: string, language: ContentLanguage) => {
    // A bundle built before the preloads (issue 40) names none.
    const modules = shopRenderer.pageModules?.(url, language) ?? [];
    if (modules.length === 0) return undefined;
    const key = modules.join(' ');
    let page = preloadedPages.get(key);
    if (page === undefined) {
      page = withPreloads(builtPage, manifest, modules);
      preloadedPages.set(key, page);
    }
    return page;
  };

  const callApi = async (url: string, body: object, language: ContentLanguage) => {
    const answer = await app.inject({ method: 'POST', url, payload: body, headers: { 'accept-language': language } });
    return answer.json<{ code: number; data: unknown }>();
  };

  const assemble = (page: RenderedPage, language: ContentLanguage) => {
    let styles = stylesOf.get(page.pageSource);
    if (styles === undefined) {
      styles = pageStyles(shopRoot, manifest, page.pageSource);
      stylesOf.set(page.pageSource, styles);
    }
    const state: PageState = { language, queries: page.queries };
    const head = `${styles}${picturePreload(page.html)}`;
    return template
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
      .replace('</head>', `${head}</head>`)
      .replace(
        ROOT_ELEMENT,
        // Until hydrated the page's controls take no taps (decision 035); its links work as plain links meanwhile.
        `<div id="root" data-hydrating>${page.html}</div><script id="${PAGE_STATE_ID}" type="application/json">${scriptJson(state)}</script>`,
      );
  };

  return {
    async render(request) {
      const language = pageLanguage(request);
      try {
        const page = await shopRenderer.renderPage({ url: request.url, language, callApi });
        return page ? assemble(page, language) : preloaded(request.url, language);
      } catch (err) {
        // A page that cannot be rendered here is still drawn by the browser.
        request.log.error({ err }, 'page not rendered on the server');
        return undefined;
      }
    },
  };
}
