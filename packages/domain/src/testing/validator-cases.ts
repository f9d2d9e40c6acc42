import fc from "fast-check";
import { expect, it } from "vitest";
import { messageOf } from "../messages/format-message.ts";
import type { Result } from "../result.ts";

type Failure = Parameters<typeof messageOf>[0];

/** What a validator says of each value as the member reads it: its message, or "" where the value passes. */
export function messagesFor(validate: (value: string) => Result<unknown, Failure>, values: readonly string[]): string[] {
  return values.map((value) => {
    const result = validate(value);
    return result.ok ? "" : messageOf(result);
  });
}

/**
 * The two properties of a number that ends in a check character (a card number, an ID number, a
 * credit code): every generated `body` with its computed check passes, and changing any single
 * character of a valid one to one of `replacements` makes it fail.
 */
export function itGuardsTheCheckCharacter(options: {
  readonly body: fc.Arbitrary<string>;
  readonly withCheck: (body: string) => string;
  readonly validate: (value: string) => { readonly ok: boolean };
  readonly replacements: string;
  /** As the test names say it: "check character" or "check digit", "code" or "number". */
  readonly check: string;
  readonly noun: string;
}): void {
  const { body, withCheck, validate, replacements, check, noun } = options;
  it(`accepts every generated body with its computed ${check}`, () => {
    fc.assert(
      fc.property(body, (b) => {
        expect(validate(withCheck(b)).ok).toBe(true);
      }),
    );
  });

  it(`refuses any single-character change of a valid ${noun}`, () => {
    fc.assert(
      fc.property(body, fc.nat(), fc.constantFrom(...replacements), (b, position, replacement) => {
        const valid = withCheck(b);
        const at = position % valid.length;
        fc.pre(valid[at] !== replacement);
        const changed = `${valid.slice(0, at)}${replacement}${valid.slice(at + 1)}`;
        expect(validate(changed).ok).toBe(false);
      }),
    );
  });
}

/** One test per value `validate` must accept: it answers the value itself. */
export function itAcceptsEach(validate: (value: string) => Result<unknown>, values: ReadonlyArray<[string]>): void {
  it.each(values)("accepts %s", (value) => {
    expect(validate(value)).toEqual({ ok: true, value });
  });
}

/** One test per value `validate` must refuse, with the refusal code it must give for it. */
export function itRefusesEach(validate: (value: string) => Result<unknown>, rows: ReadonlyArray<[string, string]>): void {
  it.each(rows)("refuses %j with %s", (value, code) => {
    expect(validate(value)).toMatchObject({ ok: false, code });
  });
}
