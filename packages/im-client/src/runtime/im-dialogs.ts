import i18n from '../../../lib/i18n';

// antd-mobile's Dialog loads with the first dialog, as the app's toast does, so the chat's first load stays small.
const dialogs = async () =>
  (await Promise.all([import('antd-mobile/es/components/dialog'), import('../../../lib/antd-render')]))[0].default;

/** The spec's 提示 modal with a confirm button; resolves once it is closed. */
export async function alertDialog({ title, content }: { title?: string; content: string }): Promise<void> {
  const Dialog = await dialogs();
  await Dialog.alert({
    title: title ?? i18n.t('chat.runtime.hintTitle'),
    content,
    confirmText: i18n.t('chat.runtime.confirm'),
  });
}

/** The spec's 提示 modal with retry and cancel; resolves true for retry. */
export async function retryDialog(content: string): Promise<boolean> {
  const Dialog = await dialogs();
  return Dialog.confirm({
    title: i18n.t('chat.runtime.hintTitle'),
    content,
    confirmText: i18n.t('chat.runtime.retry'),
    cancelText: i18n.t('chat.runtime.cancel'),
  });
}

/**
 * A dialog that only its one button closes (the mask and Escape do not), for states the page cannot go on from:
 * the button runs `onPress`. Resolves with a function that closes it from outside.
 */
export async function blockingDialog({
  title,
  content,
  buttonText,
  onPress,
}: {
  title?: string;
  content: string;
  buttonText: string;
  onPress: () => void;
}): Promise<() => void> {
  const Dialog = await dialogs();
  const handler = Dialog.show({
    ...(title ? { title } : {}),
    content,
    closeOnMaskClick: false,
    actions: [{ key: 'press', text: buttonText, bold: true, onClick: onPress }],
  });
  return handler.close;
}

/** Reloads the page: what the second-tab and network-loss dialogs offer. */
export function reloadPage(): void {
  window.location.reload();
}
