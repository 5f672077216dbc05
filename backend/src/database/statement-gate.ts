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

/** Whether the statement about to be asked for continues a unit whose first statement has run. */
export function continuesUnit(): boolean {
  return units.getStore()?.begun === true;
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout | null;
}

/**
 * In front of the PostgreSQL pool's `query`: at most `size` statements at once (the pool's size), the
 * rest waiting in two lines, the statements of a unit already under way (asOneUnit) before those that
 * start one or belong to none, each line in arrival order. A statement that waits longer than
 * `timeoutMs` fails as the pool's own wait does (GATE_TIMEOUT_MESSAGE: 503); with no timeout it waits its turn
 * however long (PGlite's line, StatementQueue, which bounds how many wait instead). The work done is the same,
 * in another order: a search that started finishes before new ones start.
 */
export class StatementGate {
  private running = 0;
  private readonly continuing: Waiter[] = [];
  private readonly starting: Waiter[] = [];

  /** A unit whose statement just ended and whose place is kept for its next one (keepsPlaceForUnit). */
  private keptFor: Unit | null = null;

  /**
   * `keepsPlaceForUnit`: when a unit's statement ends, its place stays the unit's until the event loop's next
   * turn, so that its next statement (asked for at once, with no statement of other work between) runs
   * before any waiting one. With one place (PGlite's line) a unit's next statement otherwise always waits
   * for one newcomer's, handed the place as the last one ended.
   */
  constructor(
    readonly size: number,
    private readonly timeoutMs: number | null,
    private readonly keepsPlaceForUnit = false,
  ) {}

  /** Statements waiting for their turn. */
  get waiting(): number {
    return this.continuing.length + this.starting.length;
  }

  async run<T>(statement: () => Promise<T>): Promise<T> {
    const unit = units.getStore();
    const continues = unit?.begun === true;
    if (unit) unit.begun = true;
    if (unit && this.keptFor === unit) this.keptFor = null;
    else if (this.running < this.size) this.running++;
    else await this.turn(continues ? this.continuing : this.starting);
    try {
      return await statement();
    } finally {
      if (unit && this.keepsPlaceForUnit) this.keepFor(unit);
      else this.release();
    }
  }

  /** Keeps the place that `unit`'s statement held for its next statement, until the event loop's next turn. */
  private keepFor(unit: Unit): void {
    if (this.keptFor) this.release();
    this.keptFor = unit;
    setImmediate(() => {
      if (this.keptFor !== unit) return;
      this.keptFor = null;
      this.release();
    });
  }

  /** Waits in `line` until a running statement hands over its place, or until the timeout (when there is one). */
  private turn(line: Waiter[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const timeoutMs = this.timeoutMs;
      const waiter: Waiter = {
        admit: () => {
          if (waiter.timer) clearTimeout(waiter.timer);
          resolve();
        },
        timer:
          timeoutMs === null
            ? null
            : setTimeout(() => {
                line.splice(line.indexOf(waiter), 1);
                reject(new Error(GATE_TIMEOUT_MESSAGE));
              }, timeoutMs),
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
