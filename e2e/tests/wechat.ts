import { devices } from '@playwright/test';

/** WeChat's in-app browser on Android names itself after the phone's own user agent; the shop looks for MicroMessenger. */
export const WECHAT_USER_AGENT = `${devices['Pixel 7'].userAgent} MicroMessenger/8.0.50.2701(0x28003237) NetType/WIFI Language/zh_CN`;
