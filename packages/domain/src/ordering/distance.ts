export type DistanceUnit = 'mi' | 'km';

const earthRadius: Record<DistanceUnit, number> = { km: 6371.0088, mi: 3958.7613 };

export interface Point {
  lat: number;
  lng: number;
}

/** Great-circle distance (haversine), in the given unit. */
export function distanceBetween(a: Point, b: Point, unit: DistanceUnit): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadius[unit] * Math.asin(Math.min(1, Math.sqrt(h)));
}
