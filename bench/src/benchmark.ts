/** A benchmark of docs/BENCHMARKS.md and the rows of figures it reports, each with its target. */
export interface Row {
  readonly benchmark: string;
  readonly measured: string;
  readonly baseline: string;
  readonly value: number;
  readonly target: number;
  /** `count` (of failures) and `change` (a drift, as a share) are better lower, as times are. */
  readonly unit: 'ratio' | 'events/s' | 'req/s' | 'ms' | 's' | 'score' | 'count' | 'change';
}

export interface Benchmark {
  readonly key: string;
  /** Its section of results.json. */
  readonly section: string;
  readonly title: string;
  /** Run only when named (`npm run bench -- soak`), never in the whole run. */
  readonly onlyWhenNamed?: boolean;
  run(): Promise<{ result: unknown; rows: Row[]; nothing?: string | null }>;
}
