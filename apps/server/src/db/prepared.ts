/**
 * A statement built on first use and kept, for the reads that requests of one kind all make (a
 * member page's session, access and waiting tasks): drizzle then skips assembling the SQL text
 * on every call, and Postgres plans a named statement once per connection.
 */
export function preparedOnce<T>(prepare: () => T): () => T {
  let statement: T | undefined;
  return () => (statement ??= prepare());
}
