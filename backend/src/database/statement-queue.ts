import { setImmediate as nextTurn } from 'node:timers/promises';
import { DatabaseBusyError } from './errors';
import { continuesUnit, StatementGate } from './statement-gate';

/**
 * A bounded line for a database that runs one statement at a time in the server's own thread
 * (PGlite). Each statement first yields to the event loop, so the requests that arrived meanwhile
 * are read and line up here, where they can be counted, instead of waiting unread in their sockets
 * while statement after statement runs. Up to `limit` calls may be pending, the running one
 * included; the next is refused at once with DatabaseBusyError (an answer of 503). They then run one
 * at a time through a StatementGate of one place that it keeps for a unit under way (asOneUnit, a
 * listing page): a search's statements run one after the other, instead of each waiting behind every
 * arrival's first statement.
 */
export class StatementQueue {
  pending = 0;
  private readonly gate = new StatementGate(1, null, true);

  constructor(readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.pending >= this.limit) throw new DatabaseBusyError(this.limit);
    this.pending++;
    try {
      // A unit's next statement keeps the place its last one held (StatementGate): it does not yield it.
      if (!continuesUnit()) await nextTurn();
      return await this.gate.run(work);
    } finally {
      this.pending--;
    }
  }
}
