import { type ImHost, imHost } from '../host';

/** The 提示 modal with a confirm button (PRODUCT.md#shop-errors); resolves once it is closed. */
export const alertDialog: ImHost['dialogs']['alert'] = (options) => imHost().dialogs.alert(options);

/** The 提示 modal with retry and cancel (PRODUCT.md#shop-errors); resolves true for retry. */
export const retryDialog: ImHost['dialogs']['retry'] = (content) => imHost().dialogs.retry(content);

/** A dialog that only its one button closes, for states the page cannot go on from. */
export const blockingDialog: ImHost['dialogs']['blocking'] = (options) => imHost().dialogs.blocking(options);

/** Reloads the page: what the second-tab and network-loss dialogs offer. */
export function reloadPage(): void {
  window.location.reload();
}
