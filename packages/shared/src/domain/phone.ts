/** A mainland mobile number: 1, then ten more digits (decision 005). */
export const MOBILE_PHONE_PATTERN = /^1\d{10}$/;
