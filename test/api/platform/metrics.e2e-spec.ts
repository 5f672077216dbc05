import { randomUUID } from 'node:crypto';
import { suiteApp, type TestApp } from '../support/app';
import { memberWithId } from '../support/fixtures';
import { bearer } from '../support/identity';

/**
 * GET /api/metrics (METRICS=1): requests counted by route template and status with their latencies,
 * the database pool or PGlite's queue, the listing's page-cache hits and misses, the process. Off
 * (404, like any unknown route) without METRICS; with METRICS_TOKEN, 401 without that token.
 */

interface Series {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the text exposition format, checking that every sample belongs to a family declared by # TYPE before it. */
function parseExposition(text: string): Series[] {
  expect(text.endsWith('\n')).toBe(true);
  const types = new Map<string, string>();
  const series: Series[] = [];
  for (const line of text.trimEnd().split('\n')) {
    const type = /^# TYPE (\w+) (counter|gauge|histogram)$/.exec(line);
    if (type) {
      types.set(type[1], type[2]);
      continue;
    }
    if (line.startsWith('# HELP ')) continue;
    const sample = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`Not a sample line: ${line}`);
    const [, name, labelText = '', value] = sample;
    const family = [name, name.replace(/_(bucket|sum|count)$/, '')].find((n) => types.has(n));
    if (!family) throw new Error(`Sample of an undeclared family: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, label, raw] of labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[label] = raw.replace(/\\(.)/g, '$1');
    series.push({ name, labels, value: value === '+Inf' ? Infinity : Number(value) });
  }
  return series;
}

/** The value of the one series with this name and these labels (0 when absent: a counter not yet touched). */
function valueOf(all: Series[], name: string, labels: Record<string, string> = {}): number {
  const found = all.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} series match ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}

async function officialTechnologyOf(t: TestApp): Promise<string> {
  const technologies = (await t.http().get('/api/public/technologies').expect(200)).body as { id: string; isCustom: boolean }[];
  return technologies.find((tech) => !tech.isCustom)!.id;
}

function has(all: Series[], name: string): boolean {
  return all.some((s) => s.name === name);
}

describe('with METRICS=1', () => {
  // A pool size no default gives, so the gauge is seen to report the configured one.
  const POOL_SIZE = 7;
  const t = suiteApp({ METRICS: '1', METRICS_TOKEN: '', DATABASE_POOL_SIZE: String(POOL_SIZE) });

  async function scrape(): Promise<Series[]> {
    const res = await t.http().get('/api/metrics').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return parseExposition(res.text);
  }

  const requests = (route: string, status: number, method = 'GET') => ({ method, route, status_code: String(status) });

  it('counts listing requests by route template and status, with latencies, and the page cache hits and misses', async () => {
    const listing = requests('/api/public', 200);
    const before = await scrape();
    const q = `metrics${randomUUID().slice(0, 8)}`;
    await t.http().get('/api/public').query({ q }).expect(200);
    const afterMiss = await scrape();
    expect(valueOf(afterMiss, 'http_requests_total', listing)).toBe(valueOf(before, 'http_requests_total', listing) + 1);
    expect(valueOf(afterMiss, 'snipstack_listing_cache_misses_total')).toBe(valueOf(before, 'snipstack_listing_cache_misses_total') + 1);
    expect(valueOf(afterMiss, 'snipstack_listing_cache_hits_total')).toBe(valueOf(before, 'snipstack_listing_cache_hits_total'));

    // The same page again, within PUBLIC_PAGE_TTL_MS: a hit.
    await t.http().get('/api/public').query({ q }).expect(200);
    const afterHit = await scrape();
    expect(valueOf(afterHit, 'http_requests_total', listing)).toBe(valueOf(before, 'http_requests_total', listing) + 2);
    expect(valueOf(afterHit, 'snipstack_listing_cache_hits_total')).toBe(valueOf(before, 'snipstack_listing_cache_hits_total') + 1);
    expect(valueOf(afterHit, 'snipstack_listing_cache_misses_total')).toBe(valueOf(afterMiss, 'snipstack_listing_cache_misses_total'));

    // The latency histogram of the same series: as many observations, cumulative buckets ending at +Inf.
    const count = valueOf(afterHit, 'http_request_duration_seconds_count', listing);
    expect(count).toBe(valueOf(afterHit, 'http_requests_total', listing));
    const buckets = afterHit.filter(
      (s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === '/api/public' && s.labels.status_code === '200',
    );
    expect(buckets.length).toBeGreaterThan(5);
    expect(buckets.at(-1)).toMatchObject({ labels: { le: '+Inf' }, value: count });
    for (let i = 1; i < buckets.length; i++) expect(buckets[i].value).toBeGreaterThanOrEqual(buckets[i - 1].value);
    expect(valueOf(afterHit, 'http_request_duration_seconds_sum', listing)).toBeGreaterThan(0);
  });

  it('counts unknown addresses under one route label, and a 404 of a known route under its template', async () => {
    const unmatched = requests('unmatched', 404);
    const before = await scrape();
    await t.http().get(`/api/no-such-thing/${randomUUID()}`).expect(404);
    await t.http().get(`/api/no-such-thing/${randomUUID()}`).expect(404);
    await t.http().get('/api/public/nothing-here').expect(404);

    const member = await memberWithId(t);
    const created = await t
      .http()
      .post('/api/snippets-groups/')
      .set(bearer(member))
      .send({ technologyID: await officialTechnologyOf(t), isPublic: false })
      .expect(201);
    await t.http().get('/api/snippets-groups').set(bearer(member)).expect(200);
    await t.http().delete(`/api/snippets-groups/${randomUUID()}`).set(bearer(member)).expect(404);
    await t
      .http()
      .delete(`/api/snippets-groups/${created.body.id as string}`)
      .set(bearer(member))
      .expect(200);

    const after = await scrape();
    const grew = (labels: Record<string, string>) =>
      valueOf(after, 'http_requests_total', labels) - valueOf(before, 'http_requests_total', labels);
    expect(grew(unmatched)).toBe(3);
    expect(grew(requests('/api/snippets-groups', 201, 'POST'))).toBe(1);
    expect(grew(requests('/api/snippets-groups', 200))).toBe(1);
    expect(grew(requests('/api/snippets-groups/:id', 404, 'DELETE'))).toBe(1);
    expect(grew(requests('/api/snippets-groups/:id', 200, 'DELETE'))).toBe(1);
    // No series is named after an address: routes are templates (or "unmatched").
    const routes = new Set(after.filter((s) => s.name === 'http_requests_total').map((s) => s.labels.route));
    expect([...routes].filter((route) => route !== 'unmatched' && !route.startsWith('/'))).toEqual([]);
    expect([...routes].filter((route) => /no-such-thing|nothing-here|[0-9a-f]{8}-[0-9a-f]{4}/.test(route))).toEqual([]);
  });

  it('reports the database pool (PostgreSQL) or the statement queue (PGlite), and the process', async () => {
    const now = await scrape();
    if (process.env.DATABASE_URL) {
      expect(valueOf(now, 'snipstack_db_pool_max_connections')).toBe(POOL_SIZE);
      expect(valueOf(now, 'snipstack_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(now, 'snipstack_db_pool_connections')).toBeLessThanOrEqual(POOL_SIZE);
      expect(valueOf(now, 'snipstack_db_pool_idle_connections')).toBeLessThanOrEqual(valueOf(now, 'snipstack_db_pool_connections'));
      expect(valueOf(now, 'snipstack_db_pool_waiting_requests')).toBe(0);
      expect(has(now, 'snipstack_pglite_queue_statements')).toBe(false);
    } else {
      expect(valueOf(now, 'snipstack_pglite_queue_limit')).toBe(64);
      // Nothing else runs while the metrics are read.
      expect(valueOf(now, 'snipstack_pglite_queue_statements')).toBe(0);
      expect(has(now, 'snipstack_db_pool_connections')).toBe(false);
    }
    expect(valueOf(now, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(valueOf(now, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(valueOf(now, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(now, 'process_start_time_seconds')).toBeLessThanOrEqual(Date.now() / 1000);
    for (const name of ['nodejs_eventloop_lag_mean_seconds', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_eventloop_lag_max_seconds']) {
      expect({ name, value: Number.isFinite(valueOf(now, name)) && valueOf(now, name) >= 0 }).toEqual({ name, value: true });
    }
  });

  it('is not in the OpenAPI document', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.includes('metrics'))).toEqual([]);
  });
});

describe('without METRICS', () => {
  const t = suiteApp({ METRICS: '', METRICS_TOKEN: '' });

  it('answers 404 like any unknown route', async () => {
    const res = await t.http().get('/api/metrics').expect(404);
    const unknown = await t.http().get('/api/metricz').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'There is nothing at /api/metrics', error: 'Not Found' });
    expect(unknown.body).toEqual({ ...res.body, message: 'There is nothing at /api/metricz' });
  });
});

describe('with METRICS_TOKEN', () => {
  const token = `metrics-${randomUUID()}`;
  const t = suiteApp({ METRICS: '1', METRICS_TOKEN: token });

  it('answers 401 without the token or with another one, in the caller language', async () => {
    const none = await t.http().get('/api/metrics').expect(401);
    expect(none.body).toEqual({
      statusCode: 401,
      message: 'The metrics need the metrics token: Authorization: Bearer <METRICS_TOKEN>',
      error: 'Unauthorized',
    });
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await t.http().get('/api/metrics').set('authorization', `Bearer ${token}x`).set('accept-language', 'es-ES').expect(401);
    expect(wrong.body.message).toBe('Las métricas necesitan el token de métricas: Authorization: Bearer <METRICS_TOKEN>');
    // A member's sign-in token is not the metrics token.
    const member = await memberWithId(t);
    await t.http().get('/api/metrics').set(bearer(member)).expect(401);
    await t.http().get('/api/metrics').set('authorization', token).expect(401);
  });

  it('answers the metrics with the token, counting the refused scrapes', async () => {
    const res = await t.http().get('/api/metrics').set('authorization', `Bearer ${token}`).expect(200);
    const all = parseExposition(res.text);
    expect(valueOf(all, 'http_requests_total', { method: 'GET', route: '/api/metrics', status_code: '401' })).toBeGreaterThanOrEqual(4);
  });
});
