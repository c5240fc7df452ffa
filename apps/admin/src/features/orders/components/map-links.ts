/** The map apps a courier may open an address in (issue 40), each searching the address as written. */
export const mapApps = ['amap', 'baidu', 'apple'] as const;
export type MapApp = (typeof mapApps)[number];

/** The address's search page in each map app: 高德, 百度 and Apple Maps. */
export function mapLink(app: MapApp, address: string): string {
  const q = encodeURIComponent(address);
  switch (app) {
    case 'amap':
      return `https://uri.amap.com/search?keyword=${q}`;
    case 'baidu':
      return `https://api.map.baidu.com/geocoder?address=${q}&output=html`;
    case 'apple':
      return `https://maps.apple.com/?q=${q}`;
  }
}
