import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DatabaseService } from './database.service';

export const DB = Symbol('DB');

/**
 * Provides the database opened before the application is built (so a bad connection fails with one
 * clear line, not a stack from the injector). The application closes it on shutdown.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(database: DatabaseService | null): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DatabaseService, useValue: database },
        { provide: DB, useValue: database?.db ?? null },
      ],
      exports: [DatabaseService, DB],
    };
  }
}
