/** Leaves the shop for another site's page (WeChat's); apart, so tests see where without leaving. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
