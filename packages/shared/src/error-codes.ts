// No zod here: the web app imports these without pulling the schema library into its bundle.

/** Stable error codes every error response carries as `errCode` (decision 002). */
export const errorCodes = [
  'INVALID_PARAM',
  'NOT_FOUND',
  'GOODS_NOT_FOUND',
  'SKU_NOT_FOUND',
  'RATE_LIMITED',
  'SYSTEM_ERROR',
  // Tokens: the product's catalogue (PRODUCT.md#shop-errors).
  'TOKEN_INVALID',
  'TOKEN_INVALID_TOKEN_EXPIRED',
  'TOKEN_INVALID_WRONG_TOKEN',
  'PERMISSION_DENIED',
  // Login.
  'SMS_TOO_FREQUENT',
  'SMS_DAILY_LIMIT',
  'SMS_SEND_FAILED',
  'SMS_PROVIDER_LIMIT',
  'SMS_PHONE_REFUSED',
  'SMS_CODE_INVALID',
  'SMS_CODE_EXPIRED',
  'SMS_CODE_TOO_MANY_ATTEMPTS',
  'LOGIN_FAILED',
  'LOGIN_LOCKED',
  'LOGIN_TYPE_DISABLED',
  // Signing in and binding inside WeChat (issue 41, decision 053).
  'WECHAT_STATE_INVALID',
  'WECHAT_CODE_REFUSED',
  'WECHAT_UNREACHABLE',
  'WECHAT_BOUND_ELSEWHERE',
  'WECHAT_ALREADY_BOUND',
  // The member's account (issue 16).
  'ACCOUNT_NOT_FOUND',
  'USERNAME_TAKEN',
  'PHONE_TAKEN',
  'REAL_NAME_VERIFIED',
  'REAL_NAME_MISMATCH',
  'REAL_NAME_IDENTITY_TAKEN',
  'REAL_NAME_DAILY_LIMIT',
  // Member centre.
  'ADDRESS_LIMIT',
  'REMINDER_LIMIT',
  'UPLOAD_FAILED',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_NOT_IMAGE',
  // Orders and payment.
  'OUT_OF_STOCK',
  'IN_STOCK',
  'GOODS_OFF_SALE',
  'ADD_ON_ALONE',
  'ORDER_STATUS_CONFLICT',
  'ORDER_ALREADY_PREPARING',
  'ORDER_CHANGE_PRICE_DIFFERS',
  'ORDER_PAY_EXPIRED',
  'ADDRESS_REQUIRED',
  // A subscription's delivery past its placing moment: changes apply from the next one (issue 45, decision 061).
  'DELIVERY_LOCKED',
  'DELIVERY_SLOT_UNAVAILABLE',
  'DELIVERY_SLOT_FULL',
  'DELIVERY_AREA_NOT_SERVED',
  'STEMS_SHORT',
  // A subscription's orders (issue 45, decision 061): its deliveries and its purchase are undone by cancelling it.
  'SUBSCRIPTION_DELIVERY',
  'SUBSCRIPTION_PURCHASE',
  'SUBSCRIPTION_REFUND_TOO_HIGH',
  // Substitutions for a paid order the cooler fell short of (issue 44): one open proposal an order, answered in time.
  'SUBSTITUTION_OPEN',
  'SUBSTITUTION_CLOSED',
  'SUBSTITUTE_UNAVAILABLE',
  'ORDER_NOT_SHORT',
  'BELOW_MINIMUM_ORDER',
  'PAYMENT_SIGNATURE_INVALID',
  'PAYMENT_AMOUNT_MISMATCH',
  'PAYMENT_NOT_PAYABLE',
  'REFUND_FAILED',
  'PAY_CHANNEL_UNAVAILABLE',
  'PAYMENT_NOTICE_EXPIRED',
  'PAYMENT_NOTICE_UNREADABLE',
  'PAYMENT_PROVIDER_FAILED',
  // Inside WeChat, WeChat Pay needs the member's openid: the page has them sign in with WeChat first.
  'WECHAT_SIGN_IN_REQUIRED',
  // Coupons.
  'COUPON_NOT_USABLE',
  'COUPON_NOT_CLAIMABLE',
  'COUPON_SOLD_OUT',
  'COUPON_LIMIT_REACHED',
  'COUPON_ENDED',
  'COUPON_TERMS_LOCKED',
  // After-sale, comments and feedback.
  'AFTER_SALE_OPEN',
  'AFTER_SALE_NOT_ALLOWED',
  'AFTER_SALE_AMOUNT_TOO_HIGH',
  'AFTER_SALE_STATUS_CONFLICT',
  'COMMENT_NOT_ALLOWED',
  // Delivery settings.
  'DELIVERY_SLOT_IN_USE',
  // A console save made from a version someone else's save has passed; stock moved since the editor showed it.
  'RECORD_CHANGED',
  'STOCK_CHANGED',
  'FEEDBACK_STATUS_CONFLICT',
  'CATEGORY_HAS_GOODS',
  'CATEGORY_HAS_CHILDREN',
  // Messaging.
  'IM_REVOKE_EXPIRED',
  'IM_ALREADY_FRIENDS',
  'IM_MUTED',
  // The customer-service desk.
  'DESK_RESOLVED',
  'DESK_AGENT_FULL',
  'DESK_CHANGED',
  'DESK_ALREADY_RATED',
  'DESK_NOT_RESOLVED',
  // Staff accounts.
  'ACCOUNT_DISABLED',
  'PASSWORD_CHANGE_REQUIRED',
  'STAFF_LAST_ADMIN',
  'STAFF_OWN_ACCOUNT',
  // A gift subscription's claim link used already (issue 45).
  'GIFT_CLAIMED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Token errors after which the web app sends the visitor to log in (PRODUCT.md#shop-errors). */
export const tokenErrorCodes: readonly ErrorCode[] = [
  'TOKEN_INVALID',
  'TOKEN_INVALID_TOKEN_EXPIRED',
  'TOKEN_INVALID_WRONG_TOKEN',
];
