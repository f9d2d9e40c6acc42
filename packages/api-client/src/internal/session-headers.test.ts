import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Credentials, sessionHeaders } from "./session-headers.ts";

const value = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(""),
  fc.string({ minLength: 1, maxLength: 20 }).map((s) => `v-${s}`),
  fc.integer({ min: 1 }),
);
const session = fc.option(
  fc.record(
    { platformToken: value, authorization: value, companyId: value, businessToken: value, sessionToken: value, switchCompanyId: value },
    { requiredKeys: [] },
  ),
  { nil: null },
);

describe("sessionHeaders", () => {
  it("never sends an empty, null or undefined value, nor a bare scheme (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(Credentials)), session, (credentials, s) => {
        const headers = sessionHeaders(credentials as Credentials, s as never, "CIDP", "Y2lkcDpz");
        for (const header of Object.values(headers)) {
          expect(["", "null", "undefined", "Bearer ", "Basic ", "Bearer null", "Bearer undefined"]).not.toContain(header);
        }
        expect(headers["request-source"]).toBe("CIDP");
      }),
    );
  });

  it.each([
    ["platform", ["request-source", "authorization", "x-authorization", "x-company-id", "x-business-token"]],
    ["upload", ["request-source", "authorization", "x-session-token", "token", "x-switch-company-id"]],
    ["none", ["request-source"]],
  ] as const)("sends exactly the %s header set for a full session", (credentials, names) => {
    const full = { platformToken: "p", authorization: "a", companyId: 1, businessToken: "b", sessionToken: "s", switchCompanyId: 2 };
    expect(Object.keys(sessionHeaders(credentials, full, "CIDP", "Y2lkcDpz")).sort()).toEqual([...names].sort());
  });
});
