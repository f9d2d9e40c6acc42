import { expect, it } from "vitest";

/**
 * One test per row of `rows`, an input and what `fn` must give for it (compared with `toBe`), each
 * named by `name` filled from its row. The domain's small pure functions (formatters, maskers,
 * parsers, predicates) are pinned by such tables; the table is what differs from one to the next,
 * so the test around it is written once.
 */
export function itMapsEach<I, O>(name: string, fn: (input: I) => O, rows: ReadonlyArray<[I, O]>): void {
  it.each(rows)(name, (input, output) => {
    expect(fn(input)).toBe(output);
  });
}
