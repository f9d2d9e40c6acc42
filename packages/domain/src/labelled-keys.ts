/**
 * The keys of a label table, in the order the table lists them: a record's states (or a list's
 * kinds, or the permission keys) are written once, as the table of the names the pages show, and
 * the list that schemas, filters and tests go through is read from it. Written as two lists, a
 * state could be added to one and not the other, or listed in two orders; this way it cannot.
 */
export function keysOf<const K extends string>(labels: Readonly<Record<K, string>>): readonly [K, ...K[]] {
  // Object.keys keeps the order the keys were written in (none of them is an integer).
  return Object.keys(labels) as unknown as readonly [K, ...K[]];
}
