/**
 * The soak's chart (bench/soak.svg): two panels over the soak's minutes, resident memory (MiB) and
 * mean event-loop delay (ms), one line per process, the first and last quarters shaded, as flat
 * is judged on them. Plain SVG, readable in a browser or on GitHub.
 */
export interface ProbeLine {
  /** When the probe wrote it (epoch ms) and its second in the soak. */
  readonly at: number;
  readonly atS: number;
  readonly rssMiB: number;
  readonly heapUsedMiB: number;
  readonly delayMeanMs: number;
  readonly delayP99Ms: number;
}

export interface ChartPart {
  readonly part: string;
  readonly samples: readonly ProbeLine[];
}

const WIDTH = 860;
const PANEL = 220;
const LEFT = 64;
const RIGHT = 150;
const TOP = 40;
const GAP = 60;
const COLOURS = ['#1d4ed8', '#b45309'];

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A "nice" upper bound for an axis: 1, 2 or 5 times a power of ten at or above `max`. */
function ceiling(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((bound) => bound >= max)!;
}

function panel(
  parts: readonly ChartPart[],
  value: (line: ProbeLine) => number,
  title: string,
  top: number,
  seconds: number,
): string {
  const plotWidth = WIDTH - LEFT - RIGHT;
  const maxY = ceiling(Math.max(...parts.flatMap((part) => part.samples.map(value))));
  const x = (atS: number) => LEFT + (atS / seconds) * plotWidth;
  const y = (v: number) => top + PANEL - (v / maxY) * PANEL;
  const quarter = seconds / 4;
  const out = [
    `<text x="${LEFT}" y="${top - 12}" font-size="14" font-weight="600">${escape(title)}</text>`,
    `<rect x="${x(0)}" y="${top}" width="${x(quarter) - x(0)}" height="${PANEL}" fill="#f1f5f9"/>`,
    `<rect x="${x(seconds - quarter)}" y="${top}" width="${x(seconds) - x(seconds - quarter)}" height="${PANEL}" fill="#f1f5f9"/>`,
    `<line x1="${LEFT}" y1="${top + PANEL}" x2="${LEFT + plotWidth}" y2="${top + PANEL}" stroke="#334155"/>`,
    `<line x1="${LEFT}" y1="${top}" x2="${LEFT}" y2="${top + PANEL}" stroke="#334155"/>`,
  ];
  for (const tick of [0, 0.5, 1]) {
    const v = maxY * tick;
    out.push(
      `<text x="${LEFT - 8}" y="${y(v) + 4}" font-size="11" text-anchor="end">${v}</text>`,
      `<line x1="${LEFT}" y1="${y(v)}" x2="${LEFT + plotWidth}" y2="${y(v)}" stroke="#e2e8f0"/>`,
    );
  }
  const minutes = seconds / 60;
  const step = minutes > 10 ? 5 : 1;
  for (let minute = 0; minute <= minutes; minute += step) {
    out.push(
      `<text x="${x(minute * 60)}" y="${top + PANEL + 16}" font-size="11" text-anchor="middle">${minute} min</text>`,
    );
  }
  parts.forEach((part, index) => {
    const points = part.samples.map((line) => `${x(line.atS).toFixed(1)},${y(value(line)).toFixed(1)}`).join(' ');
    const colour = COLOURS[index % COLOURS.length]!;
    const last = part.samples.at(-1);
    out.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${points}"/>`);
    if (last) {
      out.push(
        `<text x="${LEFT + plotWidth + 8}" y="${y(value(last)) + 4}" font-size="12" fill="${colour}">${escape(part.part)} ${value(last)}</text>`,
      );
    }
  });
  return out.join('\n');
}

export function soakChart(parts: readonly ChartPart[], minutes: number): string {
  const seconds = Math.max(60, Math.round(minutes * 60));
  const height = TOP + 2 * PANEL + GAP + 40;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="system-ui, sans-serif" role="img">`,
    `<title>The soak: resident memory and event-loop delay of the API and the projector over ${minutes} minutes</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    panel(parts, (line) => line.rssMiB, 'Resident memory, MiB (shaded: the first and last quarters)', TOP, seconds),
    panel(parts, (line) => line.delayMeanMs, 'Event-loop delay, mean per 10 s, ms', TOP + PANEL + GAP, seconds),
    '</svg>',
    '',
  ].join('\n');
}
