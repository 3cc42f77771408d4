/**
 * The Prometheus registry: process metrics, HTTP latency, open SSE streams, projector lag and
 * quarantine, and the read caches' hits and misses.
 */
import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ProjectorLagService } from '../health/projector-lag.service';
import { LiveUpdatesService } from '../live/live-updates.service';

@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly sseClients: Gauge;

  constructor(lag: ProjectorLagService, live: LiveUpdatesService) {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [this.registry],
    });
    this.sseClients = new Gauge({
      name: 'sse_clients',
      help: 'Open /api/events streams',
      registers: [this.registry],
    });
    new Gauge({
      name: 'projector_lag_events',
      help: "Events of a projection's types after its checkpoint",
      labelNames: ['projection'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const projection of await lag.read().catch(() => [])) {
          this.set({ projection: projection.projection }, projection.lag);
        }
      },
    });
    new Gauge({
      name: 'projector_quarantined_events',
      help: 'Events a projection could not fold and set aside (/admin-api/quarantine)',
      labelNames: ['projection'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const projection of await lag.quarantined().catch(() => [])) {
          this.set({ projection: projection.projection }, projection.events);
        }
      },
    });
    new Counter({
      name: 'read_cache_lookups_total',
      help: 'Read-model answers served from memory (hit) or by a query (miss), per cache',
      labelNames: ['cache', 'outcome'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const cache of live.cacheCounts()) {
          this.inc({ cache: cache.name, outcome: 'hit' }, cache.hits);
          this.inc({ cache: cache.name, outcome: 'miss' }, cache.misses);
        }
      },
    });
  }
}
