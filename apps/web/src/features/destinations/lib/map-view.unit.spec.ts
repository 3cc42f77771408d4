import type { NeighbourhoodScore } from '@safetrails/contracts';
import {
  blobValue,
  clampBaseZoom,
  descriptionPreview,
  leafletZoom,
  MAP_ZOOM,
  placedNeighbourhoods,
  specZoom,
  zoomIn,
  zoomOut,
} from './map-view';

describe('the spec zoom', () => {
  it('steps by 0.25 from 1 and stops at 0.75 and 1.5', () => {
    expect(zoomIn(MAP_ZOOM.start)).toBe(1.25);
    expect(zoomIn(1.25)).toBe(1.5);
    expect(zoomIn(1.5)).toBe(1.5);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomOut(0.75)).toBe(0.75);
  });

  it('is a scale factor on Leaflet zoom levels around the framing level', () => {
    expect(leafletZoom(1, 12)).toBe(12);
    expect(leafletZoom(1.5, 12)).toBeCloseTo(12.585, 3);
    expect(leafletZoom(0.75, 12)).toBeCloseTo(11.585, 3);
  });

  it('reads back the nearest step, within range', () => {
    expect(specZoom(leafletZoom(1.25, 10), 10)).toBe(1.25);
    expect(specZoom(14, 10)).toBe(1.5);
    expect(specZoom(3, 10)).toBe(0.75);
  });

  it('frames destinations between region and district', () => {
    expect(clampBaseZoom(18.7)).toBe(14);
    expect(clampBaseZoom(12.6)).toBe(12);
    expect(clampBaseZoom(1)).toBe(4);
  });
});

describe('blobValue', () => {
  const neighbourhood = (safety: number | null): NeighbourhoodScore => ({
    id: 'gracia',
    name: 'Gràcia',
    latitude: 41.4,
    longitude: 2.15,
    safety,
    reportCount: 0,
  });
  const metrics = { walkability: 88, publicTransport: null, harassmentLevel: 64, pettyCrime: 41, medicalAccess: 90 };

  it("colours the overall layer by the neighbourhood's own safety, and leaves unrated ones unrated", () => {
    expect(blobValue('overall', neighbourhood(77), metrics)).toBe(77);
    expect(blobValue('overall', neighbourhood(null), metrics)).toBeNull();
  });

  it("colours the other layers by the destination's value, 70 when absent", () => {
    expect(blobValue('walkability', neighbourhood(77), metrics)).toBe(88);
    expect(blobValue('publicTransport', neighbourhood(77), metrics)).toBe(70);
  });
});

describe('placedNeighbourhoods', () => {
  it('leaves out neighbourhoods without coordinates', () => {
    const placed = { id: 'a', name: 'A', latitude: 1, longitude: 2, safety: 70, reportCount: 0 };
    const named = { id: 'b', name: 'B', latitude: null, longitude: null, safety: 60, reportCount: 1 };
    expect(placedNeighbourhoods([placed, named])).toEqual([placed]);
  });
});

describe('descriptionPreview', () => {
  it('cuts at 90 characters and adds ...', () => {
    const long = 'a'.repeat(120);
    expect(descriptionPreview(long)).toBe(`${'a'.repeat(90)}...`);
  });

  it('keeps a short description whole, and has none for an empty one', () => {
    expect(descriptionPreview('Short and sweet.')).toBe('Short and sweet.');
    expect(descriptionPreview(null)).toBeNull();
    expect(descriptionPreview('  ')).toBeNull();
  });
});
