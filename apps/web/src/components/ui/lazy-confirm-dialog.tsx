import { openedLazily } from './opened-lazily';

/** The yes/no question, loaded the first time it is asked: for first views, which should not carry antd's dialog. */
export const LazyConfirmDialog = openedLazily(async () => (await import('./confirm-dialog')).ConfirmDialog);
