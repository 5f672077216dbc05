import { AsyncLocalStorage } from 'node:async_hooks';

/** What node-postgres's pool says when no connection came in time: errors.ts maps it to 503, as the pool's own. */
export const GATE_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

/** One piece of work whose statements follow one another (a listing page): whether its first has run. */
interface Unit {
  begun: boolean;
}

const units = new AsyncLocalStorage<Unit>();

/**
 * Runs `work` as one unit: its statements after the first go before the first statements of other
 * work waiting at the gate (StatementGate). A search's page is up to four statements one after the
 * other; when the pool is busy, each of them waited behind every request that arrived meanwhile, so
 * the searches with the most statements (those with more than 1,000 matches) waited several times
 * in line and made the p99.
 */
export function asOneUnit<T>(work: () => Promise<T>): Promise<T> {
  return units.run({ begun: false }, work);
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

/**
 * In front of the PostgreSQL pool's `query`: at most `size` statements at once (the pool's size), the
 * rest waiting in two lines, the statements of a unit already under way (asOneUnit) before those that
 * start one or belong to none, each line in arrival order. A statement that waits longer than
 * `timeoutMs` fails as the pool's own wait does (GATE_TIMEOUT_MESSAGE: 503). The work done is the same,
 * in another order: a search that started finishes before new ones start.
 */
export class StatementGate {
  private running = 0;
  private readonly continuing: Waiter[] = [];
  private readonly starting: Waiter[] = [];

  constructor(
    readonly size: number,
    private readonly timeoutMs: number,
  ) {}

  /** Statements waiting for their turn. */
  get waiting(): number {
    return this.continuing.length + this.starting.length;
  }

  async run<T>(statement: () => Promise<T>): Promise<T> {
    const unit = units.getStore();
    const continues = unit?.begun === true;
    if (unit) unit.begun = true;
    if (this.running < this.size) this.running++;
    else await this.turn(continues ? this.continuing : this.starting);
    try {
      return await statement();
    } finally {
      this.release();
    }
  }

  /** Waits in `line` until a running statement hands over its place. */
  private turn(line: Waiter[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          line.splice(line.indexOf(waiter), 1);
          reject(new Error(GATE_TIMEOUT_MESSAGE));
        }, this.timeoutMs),
      };
      line.push(waiter);
    });
  }

  /** The place goes to the next waiting statement, a unit's continuation first; else it is free. */
  private release(): void {
    const next = this.continuing.shift() ?? this.starting.shift();
    if (next) next.admit();
    else this.running--;
  }
}
