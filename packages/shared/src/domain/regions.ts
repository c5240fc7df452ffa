import { areaList } from '@vant/area-data';

/** A province, city and district by name, as the address form picks them (the same `@vant/area-data`). */
export interface Region {
  province: string;
  city: string;
  district: string;
}

let known: Set<string> | undefined;

const keyOf = (r: Region) => `${r.province}/${r.city}/${r.district}`;

/** Every district as `province/city/district`, built on first use: the server needs it, the shop's pages never. */
function districts(): Set<string> {
  if (known) return known;
  const { province_list: provinces, city_list: cities, county_list: counties } = areaList;
  // Codes nest by prefix, as the picker's tree is built: 31 is the province, 3101 its city, 310104 the district.
  const byPrefix = (list: Record<string, string>, length: number) =>
    new Map(Object.entries(list).map(([code, name]) => [code.slice(0, length), name]));
  const provinceOf = byPrefix(provinces, 2);
  const cityOf = byPrefix(cities, 4);
  known = new Set(
    Object.entries(counties).flatMap(([code, district]) => {
      const city = cityOf.get(code.slice(0, 4));
      const province = provinceOf.get(code.slice(0, 2));
      return city && province ? [keyOf({ province, city, district })] : [];
    }),
  );
  return known;
}

/** Whether the district exists under that city and province. */
export const isKnownDistrict = (region: Region): boolean => districts().has(keyOf(region));

/** Whether two regions name the same district. */
export const sameDistrict = (a: Region, b: Region): boolean => keyOf(a) === keyOf(b);
