import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DatabaseService } from './database.service';
import { TransactionRunner } from './transaction-runner';

export const DB = Symbol('DB');

/**
 * Provides the database opened before the application is built (so a bad connection fails with one
 * clear line, not a stack from the injector) and the TransactionRunner services open transactions
 * with. Infrastructure, hence global. The application closes the database on shutdown.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(database: DatabaseService | null): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DatabaseService, useValue: database }, { provide: DB, useValue: database?.db ?? null }, TransactionRunner],
      exports: [DatabaseService, DB, TransactionRunner],
    };
  }
}
