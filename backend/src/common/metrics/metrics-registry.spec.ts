import { MetricsRegistry } from './metrics-registry';

describe('MetricsRegistry', () => {
  it('writes counters, histograms and scraped gauges in the text exposition format', () => {
    const registry = new MetricsRegistry();
    const requests = registry.counter('http_requests_total', 'Requests', ['route', 'status_code']);
    const latency = registry.histogram('latency_seconds', 'Latency', ['route'], [0.5, 0.1]);
    let connections = 3;
    registry.gauge('pool_connections', 'Open connections', () => connections);
    registry.collectedCounter('hits_total', 'Hits\nof the cache', () => [{ labels: { cache: 'a"b\\c' }, value: 2 }]);
    requests.inc({ route: '/api/x/:id', status_code: '200' });
    requests.inc({ route: '/api/x/:id', status_code: '200' }, 2);
    requests.inc({ route: 'unmatched', status_code: '404' });
    latency.observe({ route: '/api/x/:id' }, 0.05);
    latency.observe({ route: '/api/x/:id' }, 0.2);
    latency.observe({ route: '/api/x/:id' }, 7);
    connections = 4;
    expect(registry.render()).toBe(
      [
        '# HELP http_requests_total Requests',
        '# TYPE http_requests_total counter',
        'http_requests_total{route="/api/x/:id",status_code="200"} 3',
        'http_requests_total{route="unmatched",status_code="404"} 1',
        '# HELP latency_seconds Latency',
        '# TYPE latency_seconds histogram',
        'latency_seconds_bucket{route="/api/x/:id",le="0.1"} 1',
        'latency_seconds_bucket{route="/api/x/:id",le="0.5"} 2',
        'latency_seconds_bucket{route="/api/x/:id",le="+Inf"} 3',
        'latency_seconds_sum{route="/api/x/:id"} 7.25',
        'latency_seconds_count{route="/api/x/:id"} 3',
        '# HELP pool_connections Open connections',
        '# TYPE pool_connections gauge',
        'pool_connections 4',
        '# HELP hits_total Hits\\nof the cache',
        '# TYPE hits_total counter',
        'hits_total{cache="a\\"b\\\\c"} 2',
        '',
      ].join('\n'),
    );
  });

  it('refuses a missing label, a counter going down, a name registered twice and invalid names', () => {
    const registry = new MetricsRegistry();
    const counter = registry.counter('c_total', 'C', ['route']);
    expect(() => counter.inc({})).toThrow('needs the label route');
    expect(() => counter.inc({ route: '/' }, -1)).toThrow('can only go up');
    expect(() => registry.gauge('c_total', 'again', () => 1)).toThrow('registered twice');
    expect(() => registry.counter('bad-name', 'x')).toThrow('Invalid metric name');
    expect(() => registry.histogram('h', 'x', ['le'], [1])).toThrow('Invalid label name');
  });

  it('runs the scrape hooks around each rendering', () => {
    const registry = new MetricsRegistry();
    const calls: string[] = [];
    let value = 0;
    registry.onScrape(
      () => {
        calls.push('before');
        value++;
      },
      () => calls.push('after'),
    );
    registry.gauge('g', 'G', () => value);
    expect(registry.render()).toContain('g 1\n');
    expect(calls).toEqual(['before', 'after']);
  });
});
