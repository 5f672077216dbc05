import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { DatabaseService, type DatabaseUsage } from '../../database/database.service';
import { type Counter, type Histogram, MetricsRegistry } from './metrics-registry';

/** A cache that counts its lookups: the listing's page cache, which AppModule passes in (common/ imports no feature module). */
export interface CacheStatistics {
  readonly stats: { hits: number; misses: number };
}
export const LISTING_CACHE = Symbol('LISTING_CACHE');

/** The route label of a request no route matched (a 404): one value, whatever the address. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Latency buckets in seconds: from a cached page (a few ms) to a request that waited for the database's timeout (5 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const NS_PER_SECOND = 1e9;
/** How often the event-loop delay is sampled, in ms; a sample is the time between two ticks, so this much is no lag. */
const LOOP_RESOLUTION_MS = 10;

/**
 * The application's Prometheus metrics (METRICS=1): requests by method, route template and status
 * with their latencies, the database pool (node-postgres) or statement queue (PGlite), the listing's
 * page-cache hits and misses, and the process (CPU, memory, event-loop lag).
 */
@Injectable()
export class MetricsService implements OnModuleDestroy {
  readonly registry = new MetricsRegistry();
  private readonly requests: Counter;
  private readonly durations: Histogram;
  private readonly loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });

  constructor(
    @Inject(DatabaseService) private readonly database: DatabaseService,
    @Inject(LISTING_CACHE) private readonly listing: CacheStatistics,
  ) {
    const r = this.registry;
    const labels = ['method', 'route', 'status_code'];
    this.requests = r.counter('http_requests_total', 'HTTP requests answered, by method, route template and status code', labels);
    this.durations = r.histogram(
      'http_request_duration_seconds',
      'Time from receiving a request to sending its answer, by method, route template and status code',
      labels,
      LATENCY_BUCKETS,
    );
    this.databaseMetrics();
    r.collectedCounter(
      'snipstack_listing_cache_hits_total',
      "Public listing pages answered from this instance's page cache",
      () => this.listing.stats.hits,
    );
    r.collectedCounter(
      'snipstack_listing_cache_misses_total',
      'Public listing pages that ran their queries (not cached, expired, or the cache is off)',
      () => this.listing.stats.misses,
    );
    this.processMetrics();
  }

  /**
   * Counts every answer, after it is sent, under the route's template (`/api/snippets-groups/:id`,
   * never the address itself, so the number of series stays bounded); unmatched requests share one label.
   */
  observeRequests(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) };
      this.requests.inc(labels);
      this.durations.observe(labels, reply.elapsedTime / 1000);
    });
  }

  /** The metrics now, in the text exposition format. */
  render(): string {
    return this.registry.render();
  }

  onModuleDestroy(): void {
    this.loopDelay.disable();
  }

  private databaseMetrics(): void {
    const r = this.registry;
    let usage: DatabaseUsage = this.database.usage();
    r.onScrape(() => {
      usage = this.database.usage();
    });
    if (usage.driver === 'postgres') {
      const pool = () => usage as Extract<DatabaseUsage, { driver: 'postgres' }>;
      r.gauge('snipstack_db_pool_connections', 'PostgreSQL connections open in the pool (in use and idle)', () => pool().total);
      r.gauge('snipstack_db_pool_idle_connections', 'PostgreSQL connections open and idle', () => pool().idle);
      r.gauge('snipstack_db_pool_waiting_requests', 'Queries waiting for a PostgreSQL connection', () => pool().waiting);
      r.gauge('snipstack_db_pool_max_connections', 'Largest number of PostgreSQL connections (DATABASE_POOL_SIZE)', () => pool().max);
    } else {
      const queue = () => usage as Extract<DatabaseUsage, { driver: 'pglite' }>;
      r.gauge('snipstack_pglite_queue_statements', 'Statements running or waiting for the embedded PGlite', () => queue().pending);
      r.gauge(
        'snipstack_pglite_queue_limit',
        'Statements that may wait for PGlite before requests answer 503 (PGLITE_QUEUE_LIMIT)',
        () => queue().limit,
      );
    }
  }

  private processMetrics(): void {
    const r = this.registry;
    let cpu = process.cpuUsage();
    let memory = process.memoryUsage();
    r.onScrape(
      () => {
        cpu = process.cpuUsage();
        memory = process.memoryUsage();
      },
      // The event-loop lag is measured between scrapes.
      () => this.loopDelay.reset(),
    );
    this.loopDelay.enable();
    r.collectedCounter('process_cpu_seconds_total', 'User and system CPU time spent, in seconds', () => (cpu.user + cpu.system) / 1e6);
    r.collectedCounter('process_cpu_user_seconds_total', 'User CPU time spent, in seconds', () => cpu.user / 1e6);
    r.collectedCounter('process_cpu_system_seconds_total', 'System CPU time spent, in seconds', () => cpu.system / 1e6);
    r.gauge('process_resident_memory_bytes', 'Resident memory size, in bytes', () => memory.rss);
    r.gauge('nodejs_heap_size_total_bytes', 'V8 heap size, in bytes', () => memory.heapTotal);
    r.gauge('nodejs_heap_size_used_bytes', 'V8 heap in use, in bytes', () => memory.heapUsed);
    r.gauge('nodejs_external_memory_bytes', 'Memory of C++ objects bound to JavaScript objects, in bytes', () => memory.external);
    r.gauge('process_start_time_seconds', 'When the process started, in seconds since the Unix epoch', () =>
      Math.round((Date.now() - process.uptime() * 1000) / 1000),
    );
    // Each sample is the time between two ticks: the lag is what exceeds the resolution. No samples yet: no lag.
    const lag = (read: () => number) => () =>
      this.loopDelay.count > 0 ? Math.max(0, read() / NS_PER_SECOND - LOOP_RESOLUTION_MS / 1000) : 0;
    const since = 'since the last scrape (beyond the 10 ms sampling interval), in seconds';
    r.gauge(
      'nodejs_eventloop_lag_mean_seconds',
      `Mean event-loop delay ${since}`,
      lag(() => this.loopDelay.mean),
    );
    r.gauge(
      'nodejs_eventloop_lag_p99_seconds',
      `99th percentile of the event-loop delay ${since}`,
      lag(() => this.loopDelay.percentile(99)),
    );
    r.gauge(
      'nodejs_eventloop_lag_max_seconds',
      `Longest event-loop delay ${since}`,
      lag(() => this.loopDelay.max),
    );
  }
}
