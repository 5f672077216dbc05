import { Inject, Injectable } from '@nestjs/common';
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
}
