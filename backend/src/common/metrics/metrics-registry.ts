/**
 * A small Prometheus registry: counters and histograms with labels, gauges read when scraped, and
 * the text exposition format 0.0.4 (https://prometheus.io/docs/instrumenting/exposition_formats/).
 * Label values must come from bounded sets (route templates, status codes), never from raw input.
 */
export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

type Labels = Record<string, string>;
/** One sample of a gauge or counter read at scrape time. */
export interface Sample {
  labels?: Labels;
  value: number;
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

const escapeHelp = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
const escapeLabelValue = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

function formatLabels(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([name, value]) => `${name}="${escapeLabelValue(value)}"`).join(',')}}`;
}

interface Family {
  readonly name: string;
  render(): string[];
}

abstract class Labelled<S> implements Family {
  protected readonly series = new Map<string, { labels: Labels; state: S }>();

  constructor(
    readonly name: string,
    protected readonly help: string,
    protected readonly labelNames: readonly string[],
  ) {
    if (!NAME.test(name)) throw new Error(`Invalid metric name ${name}`);
    for (const label of labelNames) if (!LABEL_NAME.test(label) || label === 'le') throw new Error(`Invalid label name ${label}`);
  }

  protected abstract fresh(): S;
  abstract render(): string[];

  /** The series of these label values (in labelNames order), created at its first use. */
  protected state(labels: Labels): S {
    const values = this.labelNames.map((name) => {
      const value = labels[name];
      if (value === undefined) throw new Error(`Metric ${this.name} needs the label ${name}`);
      return value;
    });
    const key = JSON.stringify(values);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels: Object.fromEntries(this.labelNames.map((name, i) => [name, values[i]])), state: this.fresh() };
      this.series.set(key, entry);
    }
    return entry.state;
  }

  protected header(type: string): string[] {
    return [`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} ${type}`];
  }
}

export class Counter extends Labelled<{ value: number }> {
  protected fresh() {
    return { value: 0 };
  }

  inc(labels: Labels = {}, by = 1): void {
    if (!(by >= 0)) throw new Error(`Counter ${this.name} can only go up`);
    this.state(labels).value += by;
  }

  render(): string[] {
    return [
      ...this.header('counter'),
      ...[...this.series.values()].map(({ labels, state }) => `${this.name}${formatLabels(labels)} ${formatValue(state.value)}`),
    ];
  }
}

export class Histogram extends Labelled<{ counts: number[]; sum: number; count: number }> {
  private readonly buckets: number[];

  constructor(name: string, help: string, labelNames: readonly string[], buckets: readonly number[]) {
    super(name, help, labelNames);
    this.buckets = [...buckets].sort((a, b) => a - b);
  }

  protected fresh() {
    return { counts: this.buckets.map(() => 0), sum: 0, count: 0 };
  }

  observe(labels: Labels, value: number): void {
    const state = this.state(labels);
    // Each bucket counts the observations at most its bound (cumulative, as the format wants).
    for (let i = 0; i < this.buckets.length; i++) if (value <= this.buckets[i]) state.counts[i]++;
    state.sum += value;
    state.count++;
  }

  render(): string[] {
    const lines = this.header('histogram');
    for (const { labels, state } of this.series.values()) {
      this.buckets.forEach((bound, i) =>
        lines.push(`${this.name}_bucket${formatLabels({ ...labels, le: formatValue(bound) })} ${state.counts[i]}`),
      );
      lines.push(`${this.name}_bucket${formatLabels({ ...labels, le: '+Inf' })} ${state.count}`);
      lines.push(`${this.name}_sum${formatLabels(labels)} ${formatValue(state.sum)}`);
      lines.push(`${this.name}_count${formatLabels(labels)} ${state.count}`);
    }
    return lines;
  }
}

/** A gauge or counter whose samples are read when the registry is scraped (pool sizes, memory, cache counts). */
class Collected implements Family {
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly type: 'gauge' | 'counter',
    private readonly collect: () => number | Sample[],
  ) {
    if (!NAME.test(name)) throw new Error(`Invalid metric name ${name}`);
  }

  render(): string[] {
    const read = this.collect();
    const samples = typeof read === 'number' ? [{ value: read }] : read;
    return [
      `# HELP ${this.name} ${escapeHelp(this.help)}`,
      `# TYPE ${this.name} ${this.type}`,
      ...samples.map((s) => `${this.name}${formatLabels(s.labels ?? {})} ${formatValue(s.value)}`),
    ];
  }
}

export class MetricsRegistry {
  private readonly families = new Map<string, Family>();
  private readonly beforeScrape: (() => void)[] = [];
  private readonly afterScrape: (() => void)[] = [];

  private add<F extends Family>(family: F): F {
    if (this.families.has(family.name)) throw new Error(`Metric ${family.name} is registered twice`);
    this.families.set(family.name, family);
    return family;
  }

  counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
    return this.add(new Counter(name, help, labelNames));
  }

  histogram(name: string, help: string, labelNames: readonly string[], buckets: readonly number[]): Histogram {
    return this.add(new Histogram(name, help, labelNames, buckets));
  }

  /** A gauge read at every scrape. */
  gauge(name: string, help: string, collect: () => number | Sample[]): void {
    this.add(new Collected(name, help, 'gauge', collect));
  }

  /** A counter kept elsewhere (e.g. a cache's hits), read at every scrape. */
  collectedCounter(name: string, help: string, collect: () => number | Sample[]): void {
    this.add(new Collected(name, help, 'counter', collect));
  }

  /** Work around every scrape: read several gauges from one snapshot, start a new measuring period. */
  onScrape(before: () => void, after: () => void = () => undefined): void {
    this.beforeScrape.push(before);
    this.afterScrape.push(after);
  }

  /** Every family in registration order, in the text exposition format (ends with a newline). */
  render(): string {
    for (const before of this.beforeScrape) before();
    try {
      return [...this.families.values()].flatMap((family) => family.render()).join('\n') + '\n';
    } finally {
      for (const after of this.afterScrape) after();
    }
  }
}
