/** The event dispatched once the opened page's code is in and it is drawn. */
const PAGE_SHOWN = 'ffe:page-shown';

/** Says the page is shown; kept on the document too, for whoever starts waiting after it was said. */
export function tellPageShown() {
  document.documentElement.dataset.pageShown = 'true';
  window.dispatchEvent(new Event(PAGE_SHOWN));
}

/**
 * Runs `then` once the page opened first is shown, or after `ms` at the latest: background work (the chat's runtime)
 * then no longer competes with that page's own chunks for the connections (issue 40). Answers how to cancel.
 */
export function afterPageShown(then: () => void, ms = 3_000): () => void {
  if (document.documentElement.dataset.pageShown) {
    then();
    return () => {};
  }
  const run = () => {
    cancel();
    then();
  };
  const timer = setTimeout(run, ms);
  window.addEventListener(PAGE_SHOWN, run);
  const cancel = () => {
    clearTimeout(timer);
    window.removeEventListener(PAGE_SHOWN, run);
  };
  return cancel;
}
