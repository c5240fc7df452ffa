/**
 * The paths of this tab's history up to the current entry, like the page stack of the original app: the login pages
 * use it to know how many of them to go back over. Kept per tab (sessionStorage), as the history itself is.
 */
const KEY = 'pageStack';

/** The current entry's position in this tab's history, as the router numbers it. */
export const historyIndex = () => (window.history.state as { idx?: number } | null)?.idx ?? 0;

function read(): string[] {
  try {
    const stack: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stack) ? stack.map((path) => (typeof path === 'string' ? path : '')) : [];
  } catch {
    return [];
  }
}

/** Notes that the current entry shows `pathname`; entries after it are gone (a new page replaced them). */
export function recordPage(pathname: string, index = historyIndex()): void {
  const stack = read().slice(0, index);
  while (stack.length < index) stack.push('');
  stack.push(pathname);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(stack));
  } catch {
    // Without storage the login pages go to the first page instead of back.
  }
}

/** The paths from the first entry to the current one; '' where unknown. */
export function pageStack(index = historyIndex()): string[] {
  return read().slice(0, index + 1);
}
