/** How code outside React (the API client, stores) moves to another page. */
export type Navigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigator = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

/** The app hands over its router here, so such moves stay inside the single-page app. */
export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}
