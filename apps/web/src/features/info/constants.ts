/** The shop's customer-service contacts, shown on the help, about and WeChat pages. */
export const WECHAT_SERVICE_ID = 'FreshFlowerExpress';
export const SERVICE_HOTLINE = '400-800-5200';
export const SERVICE_EMAIL = 'service@freshflower.example';
/** The date the terms and the privacy policy last changed. */
export const DOCUMENTS_UPDATED = '2026-11-01';
