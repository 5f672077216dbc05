import { Inject, Injectable } from '@nestjs/common';
import { isUnstorableText } from './errors';
import { DatabaseService, type DbExecutor } from './database.service';

/**
 * The one way a service opens a transaction: `run(work)` commits when `work` resolves and rolls
 * back when it throws. Services own transactions; repositories take the handle (`tx`) and run
 * their SQL on it, so writes of several modules can share one transaction.
 */
@Injectable()
export class TransactionRunner {
  constructor(@Inject(DatabaseService) private readonly database: DatabaseService) {}

  run<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    return this.database.db.transaction(work);
  }

  /**
   * `run`, where text PostgreSQL cannot store (a NUL character) is the caller's bad input: nothing is
   * written and `unstorable()` is thrown instead (a translated 400).
   */
  async runStoringText<T>(work: (tx: DbExecutor) => Promise<T>, unstorable: () => Error): Promise<T> {
    try {
      return await this.run(work);
    } catch (error) {
      if (isUnstorableText(error)) throw unstorable();
      throw error;
    }
  }
}
