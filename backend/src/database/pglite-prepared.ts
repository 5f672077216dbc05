import type { QueryOptions, Results } from '@electric-sql/pglite' with { 'resolution-mode': 'import' };

/** PGlite's package (an ES module, loaded lazily by database.service.ts). */
type Pglite = typeof import('@electric-sql/pglite', { with: { 'resolution-mode': 'import' } });

/** What is used of a PGlite database. */
type PgliteClient = Pick<
  InstanceType<Pglite['PGlite']>,
  '_runExclusiveTransaction' | '_runExclusiveQuery' | 'execProtocol' | 'serializers' | 'parsers'
>;

/** What PGlite's package exports for its wire protocol. */
export type PgliteProtocol = Pick<Pglite, 'protocol' | 'parse'>;

/**
 * Named prepared statements on PGlite, which has none of its own: its `query` parses and plans the
 * text on every call, which for the listing's statements (their CTEs, the cards' JSON) costs more
 * than running them (a search's first statement: ~8 ms planned each time, ~4 ms prepared, at 100,000
 * groups). As node-postgres does for the pool's connections (database.service.ts), each distinct text
 * is parsed once under `name`, and each call binds its values to it and executes it: one exchange
 * with the database (bind, describe, execute, sync), answered as PGlite's `query` answers. Runs in
 * the database's turn, after any open transaction (as `query` does); for reads only, outside
 * transactions.
 */
export class PglitePreparedStatements {
  /** The parameter types of each statement prepared on this database, by name. */
  private readonly prepared = new Map<string, number[]>();

  constructor(
    private readonly client: PgliteClient,
    private readonly wire: PgliteProtocol,
  ) {}

  query<T>(name: string, text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.client._runExclusiveTransaction(() => this.client._runExclusiveQuery(() => this.run<T>(name, text, params, options)));
  }

  private async run<T>(name: string, text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const { serialize } = this.wire.protocol;
    let types = this.prepared.get(name);
    if (types === undefined) {
      const messages = await this.exchange([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]);
      const description = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
      types = description?.dataTypeIDs ?? [];
      this.prepared.set(name, types);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.client.serializers[types[i]];
      return serializer ? serializer(value) : String(value as string);
    });
    const messages = await this.exchange([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return this.wire.parse.parseResults(messages, this.client.parsers, options)[0] as Results<T>;
  }

  /** Sends these messages as one exchange (up to their sync); throws the database's error, if any. */
  private async exchange(messages: Uint8Array[]) {
    return (await this.client.execProtocol(Buffer.concat(messages), { syncToFs: false })).messages;
  }
}
