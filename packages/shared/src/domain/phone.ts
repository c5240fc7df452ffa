/** A mainland mobile number: 1, then ten more digits (DESIGN §4). */
export const MOBILE_PHONE_PATTERN = /^1\d{10}$/;
