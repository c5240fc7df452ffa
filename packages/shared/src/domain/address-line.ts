/** A place as the shop writes it: province, city, district and street; a municipality's city repeats its province, so
 * it is said once (上海市 徐汇区, not 上海市 上海市 徐汇区). */
export function addressLine(address: { province: string; city: string; district: string; detail?: string }): string {
  const parts = [address.province, address.city, address.district];
  const region = parts.filter((part, index) => part && part !== parts[index - 1]);
  return [...region, address.detail].filter(Boolean).join(' ');
}
