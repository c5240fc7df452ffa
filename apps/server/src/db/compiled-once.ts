import crypto from 'node:crypto';
import { type Compilable, CompiledQuery, type QueryResult } from 'kysely';
import type { Db } from './schema';

/** Statement shapes kept at most; a shape is a key such as `touch:2`. */
const SHAPES_KEPT = 64;

/** SQL texts PostgreSQL connections prepare by name, at most; more than every runner's shapes of the app together. */
const PREPARED_KEPT = 512;

/**
 * The SQL kept by every runner: PostgreSQL prepares these once a connection by name (`preparedName`), so the server
 * parses and plans a hot statement once instead of on every run. Bounded by the shapes the runners keep.
 */
const preparedTexts = new Set<string>();

/** The name a PostgreSQL connection prepares `text` by, when a runner kept it; undefined for any other SQL. */
export const preparedName = (text: string): string | undefined =>
  preparedTexts.has(text) ? `ffe_${crypto.hash('md5', text)}` : undefined;

/**
 * Runs hot statements from SQL compiled once: Kysely builds and compiles a query's tree on every call, which was about
 * a tenth of a chat send. The first run of a shape builds the query and checks that `parameters` lists exactly the
 * values Kysely bound, in its order; only then is its SQL kept, so a wrong list only costs the speed-up, never a
 * wrong write. One runner per database (the SQL's placeholders are the dialect's).
 */
export function compiledOnce() {
  const texts = new Map<string, string | null>();
  return async <R>(
    trx: Db,
    shape: string,
    parameters: readonly unknown[],
    build: () => Compilable<R>,
  ): Promise<QueryResult<R>> => {
    const text = texts.get(shape);
    if (text) return trx.executeQuery(CompiledQuery.raw(text, [...parameters]) as CompiledQuery<R>);
    const compiled = build().compile();
    if (text === undefined && texts.size < SHAPES_KEPT) {
      const same =
        compiled.parameters.length === parameters.length && compiled.parameters.every((p, i) => p === parameters[i]);
      texts.set(shape, same ? compiled.sql : null);
      if (same && preparedTexts.size < PREPARED_KEPT) preparedTexts.add(compiled.sql);
    }
    return trx.executeQuery(compiled);
  };
}
