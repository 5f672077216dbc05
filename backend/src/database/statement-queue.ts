import { setImmediate as nextTurn } from 'node:timers/promises';
import { DatabaseBusyError } from './errors';

/**
 * A bounded line for a database that runs one statement at a time in the server's own thread
 * (PGlite). Each statement first yields to the event loop, so the requests that arrived meanwhile
 * are read and line up here, where they can be counted, instead of waiting unread in their sockets
 * while statement after statement runs. Up to `limit` calls may be pending, the running one
 * included; the next is refused at once with DatabaseBusyError (an answer of 503).
 */
export class StatementQueue {
  pending = 0;

  constructor(readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.pending >= this.limit) throw new DatabaseBusyError(this.limit);
    this.pending++;
    try {
      await nextTurn();
      return await work();
    } finally {
      this.pending--;
    }
  }
}
