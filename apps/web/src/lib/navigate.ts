/** How code outside React (the API client, stores) moves to another page. */
export interface NavigateOptions {
  replace?: boolean;
}

export type Navigator = (to: string, options?: NavigateOptions) => Promise<void> | void;

let navigator: Navigator = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

/** The app hands over its router here, so such moves stay inside the single-page app. */
export function setNavigator(next: Navigator): void {
  navigator = next;
}

/** Resolves once the new page has rendered, for code that must act after the old page is gone. */
export async function navigateTo(to: string, options?: NavigateOptions): Promise<void> {
  await navigator(to, options);
}
