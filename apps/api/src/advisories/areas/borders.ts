/**
 * The land borders between countries (data/natural-earth-borders.json, from Natural Earth) and the
 * distance from a point to one of them: what "within 50 km of the border with Venezuela" means for
 * a city. Distances are great-circle, to the nearest point of the boundary line's segments.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const BORDERS_PATH = path.resolve(__dirname, '..', '..', '..', 'data', 'natural-earth-borders.json');

export interface BorderFile {
  readonly source: string;
  readonly borders: readonly {
    readonly countries: readonly [string, string];
    readonly lines: number[][][];
    /** The part of `lines` Natural Earth draws as a line of control (Kashmir's; the Berm). */
    readonly lineOfControl?: number[][][];
  }[];
}

let file: BorderFile | null = null;

function borders(): BorderFile {
  file ??= JSON.parse(readFileSync(BORDERS_PATH, 'utf8')) as BorderFile;
  return file;
}

function borderBetween(a: string, b: string): BorderFile['borders'][number] | undefined {
  return borders().borders.find(({ countries }) => countries.includes(a) && countries.includes(b) && a !== b);
}

/** The boundary lines between two countries (ISO alpha-2), empty where they share no land border. */
export function borderLines(a: string, b: string): number[][][] {
  return borderBetween(a, b)?.lines ?? [];
}

/** The line of control between two countries (Kashmir's, the Berm), empty where there is none. */
export function controlLines(a: string, b: string): number[][][] {
  return borderBetween(a, b)?.lineOfControl ?? [];
}

/** The countries a country shares a land border with. */
export function neighboursOf(country: string): string[] {
  return borders()
    .borders.filter(({ countries }) => countries.includes(country))
    .map(({ countries }) => (countries[0] === country ? countries[1] : countries[0]));
}

const EARTH_KM = 6371;
const RAD = Math.PI / 180;

/**
 * Kilometres from a point to the nearest of the lines. Each segment is projected locally
 * (equirectangular around the point), which is within a fraction of a percent at the tens of
 * kilometres border zones are drawn at.
 */
export function distanceToLinesKm(latitude: number, longitude: number, lines: readonly number[][][]): number {
  const cos = Math.cos(latitude * RAD);
  let best = Infinity;
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const [ax, ay] = [(line[i - 1]![0]! - longitude) * cos, line[i - 1]![1]! - latitude];
      const [bx, by] = [(line[i]![0]! - longitude) * cos, line[i]![1]! - latitude];
      const [dx, dy] = [bx - ax, by - ay];
      const length = dx * dx + dy * dy;
      const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
      const [px, py] = [ax + t * dx, ay + t * dy];
      best = Math.min(best, px * px + py * py);
    }
  }
  return Math.sqrt(best) * RAD * EARTH_KM;
}

/** The bearings, in degrees clockwise from north, the words for a side of a country mean. */
const SIDE_BEARINGS: Readonly<Record<string, number>> = {
  north: 0,
  northeast: 45,
  east: 90,
  southeast: 135,
  south: 180,
  southwest: 225,
  west: 270,
  northwest: 315,
};

/**
 * The neighbours on a side of a country ("the northern border", "the eastern and southern
 * borders"): those at least half of whose boundary line lies, seen from the country's centre,
 * within 45° of that side's bearing. Ghana runs along Togo's west, so it is not on Togo's north
 * though its border reaches it.
 */
export function neighboursOnSide(
  country: string,
  centre: { latitude: number; longitude: number },
  side: string,
): string[] {
  const key = side
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/ern$/, '');
  const bearing = SIDE_BEARINGS[key];
  if (bearing === undefined) return [];
  const cos = Math.cos(centre.latitude * RAD);
  return neighboursOf(country).filter((neighbour) => {
    // Each stretch of the line counts by its length: a winding stretch is not more of the border.
    let total = 0;
    let onSide = 0;
    for (const line of borderLines(country, neighbour)) {
      for (let i = 1; i < line.length; i++) {
        const [ax, ay] = [line[i - 1]![0]!, line[i - 1]![1]!];
        const [bx, by] = [line[i]![0]!, line[i]![1]!];
        const length = Math.hypot((bx - ax) * cos, by - ay);
        const towards =
          (Math.atan2(((ax + bx) / 2 - centre.longitude) * cos, (ay + by) / 2 - centre.latitude) / RAD + 360) % 360;
        total += length;
        if (Math.abs(((towards - bearing + 540) % 360) - 180) <= 45) onSide += length;
      }
    }
    return total > 0 && onSide * 2 >= total;
  });
}
