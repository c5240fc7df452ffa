import type { ImClient } from '../client';
import type { ImHost } from '../host';

type Dialogs = ImHost['dialogs'];

/** The 提示 modal with a confirm button (PRODUCT.md#shop-errors); resolves once it is closed. */
export const alertDialog = (
  imClient: ImClient,
  options: Parameters<Dialogs['alert']>[0],
): ReturnType<Dialogs['alert']> => imClient.host.dialogs.alert(options);

/** The 提示 modal with retry and cancel (PRODUCT.md#shop-errors); resolves true for retry. */
export const retryDialog = (imClient: ImClient, content: string): ReturnType<Dialogs['retry']> =>
  imClient.host.dialogs.retry(content);

/** A dialog that only its one button closes, for states the page cannot go on from. */
export const blockingDialog = (
  imClient: ImClient,
  options: Parameters<Dialogs['blocking']>[0],
): ReturnType<Dialogs['blocking']> => imClient.host.dialogs.blocking(options);

/** Reloads the page: what the second-tab and network-loss dialogs offer. */
export function reloadPage(): void {
  window.location.reload();
}
