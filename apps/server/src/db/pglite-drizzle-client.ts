import { type PGlite, type QueryOptions, type Transaction, types } from "@electric-sql/pglite";

/** A value PGlite hands over as the text Postgres sent. */
const asText = (value: string) => value;

/**
 * The parsers drizzle's PGlite driver sends with every query (drizzle-orm/pglite/session.js):
 * dates, times and intervals, and arrays of them and of numerics, arrive as text, which drizzle's
 * columns then map themselves. The test pins this list against the driver's.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/** Anything with PGlite's `query`: the client or one of its transactions. */
interface Queryable {
  query: PGlite["query"];
}

/** `query` without the per-query parsers, on the client or a transaction; everything else as it is. */
function withoutQueryParsers<T extends Queryable>(target: T, wrapTransaction: boolean): T {
  const query = (text: string, params?: unknown[], options?: QueryOptions) => {
    if (!options?.parsers) return target.query(text, params, options);
    const { parsers: _sameAsTheClients, ...rest } = options;
    return target.query(text, params, rest);
  };
  const transaction = (work: (tx: Transaction) => Promise<unknown>) => (target as unknown as PGlite).transaction((tx) => work(withoutQueryParsers(tx, false)));
  return new Proxy(target, {
    get(object, key) {
      if (key === "query") return query;
      if (key === "transaction" && wrapTransaction) return transaction;
      const value = Reflect.get(object, key, object);
      // PGlite's methods use private fields: they must run on the client itself, not on this proxy.
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

/**
 * The PGlite client as drizzle should get it. PGlite merges a query's own parsers into its table of
 * some 430 type parsers by copying that whole table, on every query: that copy was 40 % of a
 * one-row read (bench/pglite-statement.bench.ts). So the client takes drizzle's text parsers once,
 * here, and drizzle's queries and transactions reach it without their copy. Only drizzle queries
 * this client, so the client-wide parsers change nothing else.
 */
export function pgliteClientForDrizzle(client: PGlite): PGlite {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  return withoutQueryParsers(client, true);
}
