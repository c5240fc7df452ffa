import type { RouteDemand } from './route-demands';

/** Path parts and words the shop abbreviates, in the document's words. */
const PARTS: Record<string, string> = { goodsInfo: 'goods', healthz: 'health' };
const WORDS: Record<string, string> = { im: 'chat', msg: 'message', vcode: 'SMS code', sms: 'SMS', uni: 'uni-app' };

const pathWords = (part: string) =>
  (PARTS[part] ?? part)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase())
    .join(' ');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .map(capitalised)
    .join('');
const isParam = (part: string) => part.startsWith(':');

/** `POST /api/mall/order/cancelPaid/:id` → `postMallOrderCancelPaidById`: unique per method and path, stable. */
export function operationIdOf(method: string, url: string): string {
  const parts = url.split('/').filter((part) => part && part !== 'api');
  const words = parts.map((part) => (isParam(part) ? `By${pascal(part.slice(1))}` : pascal(part)));
  return `${method.toLowerCase()}${words.join('')}`;
}

/** `/api/mall/order/cancelPaid/:id` → "Order: cancel paid (by id)"; the shop's own prefix (`mall`) says nothing. */
export function summaryOf(url: string): string {
  const parts = url.split('/').filter((part) => part && part !== 'api' && part !== 'mall');
  const params = parts.filter(isParam).map((part) => part.slice(1));
  const names = parts.filter((part) => !isParam(part));
  const action = pathWords(names.at(-1) ?? '');
  const area = names.slice(0, -1).map(pathWords).join(' ');
  const by = params.length ? ` (by ${params.map(pathWords).join(', ')})` : '';
  return `${capitalised(area ? `${area}: ${action}` : action)}${by}`;
}

/** Who may call, in words, for the operation's description. */
export function callersOf(demands: readonly RouteDemand[]): string {
  for (const demand of demands) {
    if (!('signIn' in demand)) continue;
    if (demand.signIn === 'staff') {
      const held = demand.permissions.map((permission) => `\`${permission}\``).join(' or ');
      return held ? `Staff holding ${held}.` : 'Any member of the team.';
    }
    if (demand.signIn === 'member') return 'A signed-in member.';
    if (demand.signIn === 'chat') return 'A signed-in member or a chat guest.';
    return 'Anyone; a signed-in member gets more (the token is optional).';
  }
  return 'Anyone (no token).';
}
