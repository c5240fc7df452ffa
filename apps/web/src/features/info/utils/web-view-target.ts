import { PATHS } from '../../../lib/paths';

/** The shop's own pages the web view may show: they open in the shop itself, never in a frame of it. */
const OWN_PAGES: readonly string[] = [PATHS.agreement, PATHS.policy, PATHS.aboutUs, PATHS.helper];

/** Hosts allowed in the frame, named at build time: `VITE_WEB_VIEW_HOSTS=care.example.com,*.example.org`. */
export function allowedHosts(raw: string | undefined = import.meta.env.VITE_WEB_VIEW_HOSTS): string[] {
  return (raw ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

const hostMatches = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;

/** The page to show: an http or https address only, so no script or local file can be opened through it. */
export function webPageUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  // The query is decoded once by the router; an address encoded twice still has its scheme encoded.
  const candidates = [raw.trim()];
  try {
    candidates.push(decodeURIComponent(raw.trim()));
  } catch {
    // Not encoded: the first candidate stands.
  }
  for (const candidate of candidates) {
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // Not an absolute address.
    }
  }
  return undefined;
}

/** What the web view does with an address: open a shop page in place, frame an allowed site, or say why not. */
export type WebViewTarget =
  | { kind: 'invalid' }
  | { kind: 'shop'; path: string }
  | { kind: 'frame'; href: string; host: string }
  | { kind: 'refused'; href: string; host: string; reason: 'notAllowed' | 'shopPage' };

export function webViewTarget(
  raw: string | undefined,
  origin: string = window.location.origin,
  hosts: readonly string[] = allowedHosts(),
): WebViewTarget {
  const href = webPageUrl(raw);
  if (!href) return { kind: 'invalid' };
  const url = new URL(href);
  if (url.origin === origin) {
    // Framing the shop inside itself draws a second title bar and a second way back.
    if (OWN_PAGES.includes(url.pathname)) return { kind: 'shop', path: `${url.pathname}${url.search}${url.hash}` };
    return { kind: 'refused', href, host: url.host, reason: 'shopPage' };
  }
  const host = url.hostname.toLowerCase();
  if (hosts.some((pattern) => hostMatches(host, pattern))) return { kind: 'frame', href, host: url.host };
  return { kind: 'refused', href, host: url.host, reason: 'notAllowed' };
}
