import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type QueryCompiler, type TransactionSettings } from 'kysely';
import { asUnavailable } from './availability';

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asUnavailable(error);
  }
}

class GuardedConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(query: CompiledQuery) {
    return guarded(() => this.inner.executeQuery<R>(query));
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize);
    } catch (error) {
      throw asUnavailable(error);
    }
  }
}

const innerOf = (connection: DatabaseConnection) => (connection as GuardedConnection).inner;
type Savepoint = NonNullable<Driver['savepoint']>;

class GuardedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly beginStatement: string | undefined,
  ) {}

  init() {
    return guarded(() => this.inner.init());
  }

  async acquireConnection() {
    return new GuardedConnection(await guarded(() => this.inner.acquireConnection()));
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const begin = this.beginStatement;
    return guarded(async () => {
      if (begin) await innerOf(connection).executeQuery(CompiledQuery.raw(begin));
      else await this.inner.beginTransaction(innerOf(connection), settings);
    });
  }

  commitTransaction(connection: DatabaseConnection) {
    return guarded(() => this.inner.commitTransaction(innerOf(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return guarded(() => this.inner.rollbackTransaction(innerOf(connection)));
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.savepointStep(this.inner.savepoint, connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.savepointStep(this.inner.rollbackToSavepoint, connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.savepointStep(this.inner.releaseSavepoint, connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(innerOf(connection));
  }

  destroy() {
    return this.inner.destroy();
  }

  private savepointStep(step: Savepoint | undefined, connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    if (!step) return Promise.reject(new Error('This database driver has no savepoints.'));
    return guarded(() => step.call(this.inner, innerOf(connection), name, compile));
  }
}

/**
 * A dialect whose every query and transaction step reports "the database cannot answer now" as
 * DatabaseUnavailableError (answered 503), and which may start transactions its own way.
 */
export function guardedDialect(inner: Dialect, options: { beginStatement?: string } = {}): Dialect {
  return {
    createDriver: () => new GuardedDriver(inner.createDriver(), options.beginStatement),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db: Parameters<Dialect['createIntrospector']>[0]) => inner.createIntrospector(db),
  };
}
