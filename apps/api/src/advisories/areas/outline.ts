/** Outlines of Natural Earth polygons made smaller for shipping: fewer points, the same shape. */

/** Douglas–Peucker: the points of a line or ring that keep its shape within `tolerance` degrees. */
export function simplifyRing(points: readonly [number, number][], tolerance: number): [number, number][] {
  if (points.length < 4) return [...points];
  const [ax, ay] = points[0]!;
  const [bx, by] = points[points.length - 1]!;
  let farthest = 0;
  let at = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const [px, py] = points[i]!;
    const length = Math.hypot(bx - ax, by - ay);
    const distance =
      length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
    if (distance > farthest) [farthest, at] = [distance, i];
  }
  if (farthest <= tolerance) return [points[0]!, points[points.length - 1]!];
  return [
    ...simplifyRing(points.slice(0, at + 1), tolerance).slice(0, -1),
    ...simplifyRing(points.slice(at), tolerance),
  ];
}

/** A GeoJSON polygon or multipolygon as polygons of rings, simplified and kept to 0.001°. */
export function outlineOf(
  geometry: { readonly type: 'Polygon' | 'MultiPolygon'; readonly coordinates: unknown },
  tolerance: number,
): [number, number][][][] {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates as [number, number][][]]
      : (geometry.coordinates as [number, number][][][]);
  return polygons
    .map((rings) =>
      rings
        .map((ring) => simplifyRing(ring, tolerance).map(([lon, lat]) => [round(lon), round(lat)] as [number, number]))
        .filter((ring) => ring.length >= 4),
    )
    .filter((rings) => rings.length > 0);
}
