// An open-loop load: requests arrive at a set rate whether or not earlier ones were answered, as
// independent visitors do, over at most `connections` kept-alive connections.
//
// autocannon (the closed-loop runs) sends a connection's next request when its last one is answered,
// so at saturation every request waits behind the others' and its p99 is set by the connection count
// (Little's law: 50 connections at 250 req/s wait 200 ms on average), not by the server; its own
// rate option sends each connection's share of a second in one burst at the start of the second.
// Here arrivals are a Poisson process (exponential gaps, seeded), and each request's latency runs
// from its arrival, so that time spent waiting for a free connection counts (no coordinated omission).
import { Agent, request } from 'node:http';
import { randomFor } from './corpus/lib.mjs';
import { percentile } from './report.mjs';

/** One GET over `agent`: its status once the body has been read. */
function get(agent, url, path, headers) {
  return new Promise((resolve) => {
    const req = request({ agent, host: url.hostname, port: url.port, path, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/**
 * Sends requests at `rate` per second for `duration` seconds (Poisson arrivals, seeded by `seed`),
 * `nextPath()` and `nextHeaders()` giving each one's path and headers, over at most `connections`
 * connections. Answers the rate achieved, latencies from arrival (p50, p99, max, ms) and the counts.
 */
export async function openLoad({ base, rate, duration, connections, nextPath, nextHeaders, seed = 1 }) {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const random = randomFor(seed);
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const pending = new Set();
  const started = performance.now();
  const end = started + duration * 1000;
  let arrival = started;
  while (true) {
    arrival += (-Math.log(1 - random()) * 1000) / rate;
    if (arrival >= end) break;
    const wait = arrival - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const at = arrival;
    const done = get(agent, url, nextPath(), nextHeaders()).then((status) => {
      latencies.push(performance.now() - at);
      if (status === 0) errors++;
      else if (status < 200 || status >= 300) non2xx++;
      pending.delete(done);
    });
    pending.add(done);
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rps: sorted.length / elapsed,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted[sorted.length - 1] ?? 0),
    total: sorted.length,
    non2xx,
    errors,
  };
}
