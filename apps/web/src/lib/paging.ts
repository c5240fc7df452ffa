/** The next page to ask for, or undefined once every item the server counted has arrived. */
export function nextPageOf(
  last: { list: readonly unknown[]; total: number },
  pages: readonly { list: readonly unknown[] }[],
) {
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  // An empty page means the list shrank under us; asking again would loop.
  if (last.list.length === 0 || loaded >= last.total) return undefined;
  return pages.length + 1;
}
