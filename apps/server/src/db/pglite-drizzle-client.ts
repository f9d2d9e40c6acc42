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

/** `query` of the client or of a transaction, without the per-query parsers (the client has them). */
function queryWithoutParsers(target: Pick<PGlite, "query">): PGlite["query"] {
  return (text, params, options?: QueryOptions) => {
    if (!options?.parsers) return target.query(text, params, options);
    const { parsers: _sameAsTheClients, ...rest } = options;
    return target.query(text, params, rest);
  };
}

/** `target` with some members replaced; its own methods still run on it (PGlite's use private fields). */
function withMembers<T extends object>(target: T, replaced: Partial<T>): T {
  return new Proxy(target, {
    get(object, key) {
      if (Object.hasOwn(replaced, key)) return replaced[key as keyof T];
      const value = Reflect.get(object, key, object);
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
  const transaction = ((work: (tx: Transaction) => Promise<unknown>) =>
    client.transaction((tx) => work(withMembers(tx, { query: queryWithoutParsers(tx) })))) as PGlite["transaction"];
  return withMembers(client, { query: queryWithoutParsers(client), transaction });
}
