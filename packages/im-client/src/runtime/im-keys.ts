// What the chat keeps on the device, in a module of its own: the app's first load reads it without the chat runtime.

/** localStorage key of the messaging login state. */
export const IM_LOGIN_STATE_KEY = 'uni-im-login-state';
/** localStorage key of the chat token with whom it belongs to. */
export const IM_TOKEN_KEY = 'uni-im-token';
