import { describe, expect, it } from 'vitest';
import { clampZoom, formatCoordinates, mapEmbedUrl, mapUrl } from './map-link';

describe('map links', () => {
  it('opens OpenStreetMap at the place with a marker, at zoom 16 unless told', () => {
    expect(mapUrl(30.274085, 120.15507)).toBe(
      'https://www.openstreetmap.org/?mlat=30.274085&mlon=120.15507#map=16/30.274085/120.15507',
    );
    expect(mapUrl(30.27, 120.15, 12)).toContain('#map=12/30.27/120.15');
  });

  it('keeps the zoom within 5 to 18', () => {
    expect([clampZoom(1), clampZoom(5), clampZoom(17.6), clampZoom(30), clampZoom(Number.NaN)]).toEqual([
      5, 5, 18, 18, 16,
    ]);
    expect(mapUrl(0, 0, 99)).toContain('#map=18/');
  });

  it('embeds a map whose box narrows as the zoom grows, centred on the place', () => {
    const box = (zoom: number) => {
      const query = new URL(mapEmbedUrl(30.27, 120.15, zoom, 520, 320)).searchParams;
      expect(query.get('marker')).toBe('30.27,120.15');
      return (query.get('bbox') ?? '').split(',').map(Number) as [number, number, number, number];
    };
    const [west16, south16, east16, north16] = box(16);
    expect((west16 + east16) / 2).toBeCloseTo(120.15, 5);
    expect(south16).toBeLessThan(30.27);
    expect(north16).toBeGreaterThan(30.27);
    const [west17, , east17] = box(17);
    expect(east17 - west17).toBeCloseTo((east16 - west16) / 2, 5);
  });

  it('writes coordinates with their hemispheres', () => {
    expect(formatCoordinates(30.274085, 120.15507)).toBe('30.274085°N, 120.155070°E');
    expect(formatCoordinates(-33.8688, -70.1)).toBe('33.868800°S, 70.100000°W');
  });
});
