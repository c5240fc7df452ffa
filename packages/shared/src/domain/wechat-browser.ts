/** Whether a user agent is WeChat's in-app browser, where the official account signs in and the JS-SDK runs. */
export const isWechatBrowser = (userAgent: string | undefined): boolean => /MicroMessenger/i.test(userAgent ?? '');
