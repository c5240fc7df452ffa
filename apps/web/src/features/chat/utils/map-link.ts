import { IM } from '@ffe/shared/constants';

/** A zoom level kept within 5–18; anything unreadable is the default 16. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return IM.MAP_ZOOM_DEFAULT;
  return Math.min(IM.MAP_ZOOM_MAX, Math.max(IM.MAP_ZOOM_MIN, Math.round(zoom)));
}

const fixed = (degrees: number) => degrees.toFixed(6).replace(/\.?0+$/, '');

/** OpenStreetMap at the place, a marker on it, at `zoom` (5–18). */
export function mapUrl(latitude: number, longitude: number, zoom: number = IM.MAP_ZOOM_DEFAULT): string {
  const lat = fixed(latitude);
  const lon = fixed(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${clampZoom(zoom)}/${lat}/${lon}`;
}

/** Pixels of one map tile: a zoom level shows the world 256 × 2^zoom pixels wide. */
const TILE_PX = 256;

/**
 * OpenStreetMap's embeddable map of a `width` × `height` pixel frame centred on the place at `zoom`, with a marker:
 * the embed takes a bounding box, so the zoom becomes the box that frame shows at that level.
 */
export function mapEmbedUrl(latitude: number, longitude: number, zoom: number, width: number, height: number): string {
  const worldPx = TILE_PX * 2 ** clampZoom(zoom);
  const halfLon = (width / 2 / worldPx) * 360;
  // Web Mercator: a pixel spans fewer degrees of latitude away from the equator.
  const y = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const lat = (mercator: number) => ((2 * Math.atan(Math.exp(mercator)) - Math.PI / 2) * 180) / Math.PI;
  const centre = y(Math.max(-85, Math.min(85, latitude)));
  const halfY = (height / 2 / worldPx) * 2 * Math.PI;
  const box = [longitude - halfLon, lat(centre - halfY), longitude + halfLon, lat(centre + halfY)].map(fixed);
  const query = new URLSearchParams({
    bbox: box.join(','),
    layer: 'mapnik',
    marker: `${fixed(latitude)},${fixed(longitude)}`,
  });
  return `https://www.openstreetmap.org/export/embed.html?${query.toString()}`;
}

/** Coordinates as people read them: 31.230416°N, 121.473701°E. */
export function formatCoordinates(latitude: number, longitude: number): string {
  const ns = latitude >= 0 ? 'N' : 'S';
  const ew = longitude >= 0 ? 'E' : 'W';
  return `${Math.abs(latitude).toFixed(6)}°${ns}, ${Math.abs(longitude).toFixed(6)}°${ew}`;
}
