// An open-loop load: requests arrive at a set rate whether or not earlier ones were answered, as
// independent visitors do, over at most `connections` kept-alive connections.
//
// autocannon (the closed-loop runs) sends a connection's next request when its last one is answered,
// so at saturation every request waits behind the others' and its p99 is set by the connection count
// (Little's law: 50 connections at 250 req/s wait 200 ms on average), not by the server; its own
// rate option sends each connection's share of a second in one burst at the start of the second.
// Here arrivals are a Poisson process (exponential gaps, seeded), and each request's latency runs
// from its arrival, so that time spent waiting for a free connection counts (no coordinated omission).
//
// The load generator shares the machine's two cores with the server and the database, so its own CPU
// is taken from theirs: node:http's client cost 0.57 ms of CPU a request here (three times autocannon's
// raw sockets), 17% of a core at 300 requests a second. Requests are written to plain sockets instead
// and only the status line and the body's framing (Content-Length or chunked) are read, as autocannon does.
import { connect } from 'node:net';
import { randomFor } from './corpus/lib.mjs';
import { percentile } from './report.mjs';

const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/**
 * Where an HTTP/1.1 answer ends in `data` (bytes from its start), or -1 while it is incomplete; its
 * status, and the body's length when Content-Length gives it (later bytes are then only counted).
 */
function answerEnd(data) {
  const head = data.indexOf(HEAD_END);
  if (head < 0) return { end: -1 };
  const status = Number(data.toString('latin1', 9, 12));
  const headers = data.toString('latin1', 0, head).toLowerCase();
  const bodyStart = head + HEAD_END.length;
  const length = /\r\ncontent-length:\s*(\d+)/.exec(headers);
  if (length) return { status, end: bodyStart + Number(length[1]) };
  if (!/\r\ntransfer-encoding:[^\r]*chunked/.test(headers)) return { status, end: bodyStart };
  let at = bodyStart;
  while (true) {
    const line = data.indexOf(CRLF, at);
    if (line < 0) return { status, end: -1 };
    const size = parseInt(data.toString('latin1', at, line), 16);
    at = line + CRLF.length + size + CRLF.length;
    // No trailers are sent by the server: the last chunk is followed by one empty line.
    if (size === 0) return { status, end: data.length >= at ? at : -1 };
    if (at > data.length) return { status, end: -1 };
  }
}

/** One kept-alive connection that sends a GET at a time; `get` answers its status (0 when the connection failed). */
class Connection {
  constructor(host, port) {
    this.host = host;
    this.port = port;
    this.socket = null;
    this.pending = null;
    this.data = Buffer.alloc(0);
    /** The answer's status and how many of its bytes are still to come, once its length is known. */
    this.status = 0;
    this.remaining = -1;
  }

  open() {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk) => {
      if (this.remaining < 0) {
        this.data = this.data.length ? Buffer.concat([this.data, chunk]) : chunk;
        const { status, end } = answerEnd(this.data);
        if (end < 0) return;
        this.status = status;
        this.remaining = end - this.data.length;
        this.data = Buffer.alloc(0);
      } else {
        this.remaining -= chunk.length;
      }
      if (this.remaining > 0) return;
      this.remaining = -1;
      this.settle(this.status);
    });
    const failed = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.data = Buffer.alloc(0);
      this.remaining = -1;
      this.settle(0);
    };
    socket.on('error', failed);
    socket.on('close', failed);
    this.socket = socket;
  }

  settle(status) {
    const resolve = this.pending;
    this.pending = null;
    resolve?.(status);
  }

  get(path, headers) {
    if (!this.socket) this.open();
    return new Promise((resolve) => {
      this.pending = resolve;
      let head = `GET ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\n`;
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      this.socket.write(`${head}\r\n`);
    });
  }

  close() {
    this.socket?.destroy();
  }
}

/**
 * Sends requests at `rate` per second for `duration` seconds (Poisson arrivals, seeded by `seed`),
 * `nextPath()` and `nextHeaders()` giving each one's path and headers, over at most `connections`
 * connections. Answers the rate achieved, latencies from arrival (p50, p99, max, ms) and the counts.
 */
export async function openLoad({ base, rate, duration, connections, nextPath, nextHeaders, seed = 1 }) {
  const url = new URL(base);
  const port = Number(url.port || 80);
  const idle = Array.from({ length: connections }, () => new Connection(url.hostname, port));
  const all = [...idle];
  /** Arrivals waiting for a free connection, oldest first. */
  const queue = [];
  const random = randomFor(seed);
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  let outstanding = 0;
  let drained = () => {};

  const send = (connection, request) => {
    connection.get(request.path, request.headers).then((status) => {
      latencies.push(performance.now() - request.at);
      if (status === 0) errors++;
      else if (status < 200 || status >= 300) non2xx++;
      const next = queue.shift();
      if (next) send(connection, next);
      else idle.push(connection);
      if (--outstanding === 0) drained();
    });
  };

  const started = performance.now();
  const end = started + duration * 1000;
  let arrival = started;
  while (true) {
    arrival += (-Math.log(1 - random()) * 1000) / rate;
    if (arrival >= end) break;
    const wait = arrival - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = { at: arrival, path: nextPath(), headers: nextHeaders() };
    outstanding++;
    const connection = idle.pop();
    if (connection) send(connection, request);
    else queue.push(request);
  }
  if (outstanding > 0) await new Promise((resolve) => (drained = resolve));
  const elapsed = (performance.now() - started) / 1000;
  for (const connection of all) connection.close();
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
