import { describe, expect, it } from "vitest";
import { OPEN_SCOPE_LABELS, OPEN_SCOPES, requestedScopes } from "./open-scopes.ts";

describe("open API scopes", () => {
  it("labels every scope in Chinese", () => {
    for (const scope of OPEN_SCOPES) expect(OPEN_SCOPE_LABELS[scope]).toMatch(/\p{Script=Han}/u);
  });

  it.each([
    ["no scope parameter gives every granted scope", undefined, ["public:read", "procurement:read"], { ok: true, value: ["public:read", "procurement:read"] }],
    ["an empty one too", "  ", ["public:read"], { ok: true, value: ["public:read"] }],
    [
      "a subset, in the list's order",
      "procurement:read public:read",
      ["procurement:read", "public:read"],
      { ok: true, value: ["public:read", "procurement:read"] },
    ],
    ["a scope not granted is refused", "procurement:read", ["public:read"], { ok: false, code: "invalid_scope" }],
    ["one granted and one not is refused whole", "public:read procurement:read", ["public:read"], { ok: false, code: "invalid_scope" }],
    ["an unknown scope is refused", "staff:write", ["public:read"], { ok: false, code: "invalid_scope" }],
  ] as const)("%s", (_name, parameter, granted, expected) => {
    expect(requestedScopes(parameter, granted)).toEqual(expected);
  });
});
