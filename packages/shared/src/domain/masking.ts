/** Keeps the first 3 and last 4 digits of a phone number, the middle becomes four stars (PRODUCT.md#shop-display). */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/**
 * Masks a person's name (PRODUCT.md#shop-display): 2 characters show the first plus a star, 3 hide the middle,
 * longer names show the first, two stars, then the rest from the 4th character.
 */
export function maskName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  if (chars.length === 3) return `${chars[0]}*${chars[2]}`;
  return `${chars[0]}**${chars.slice(3).join('')}`;
}
