import { describe, expect, it } from "vitest";
import { REFUSAL_REASON_VALUES } from "../organisation/certification-gate.ts";
import { isRefusalKind, REFUSAL_KIND_VALUES, REFUSAL_KINDS, REFUSAL_REASON_KINDS } from "./refusal-kind.ts";

describe("refusal kinds", () => {
  it("names each kind by its own stable code", () => {
    for (const [key, value] of Object.entries(REFUSAL_KINDS)) expect(value).toBe(key);
  });

  it.each([
    ["permission", true],
    ["state", true],
    ["sealed", true],
    ["certification", true],
    ["limit", true],
    ["not_found", true],
    ["invalid", true],
    ["conflict", true],
    ["fault", false],
    ["NOT_FOUND", false],
    ["", false],
    [undefined, false],
    [403, false],
  ])("recognises %s as a kind: %s", (value, expected) => {
    expect(isRefusalKind(value)).toBe(expected);
  });

  it("lists every kind once", () => {
    expect(new Set(REFUSAL_KIND_VALUES).size).toBe(Object.keys(REFUSAL_KINDS).length);
  });

  it.each([
    ["certification_required", "certification"],
    ["business_registered", "conflict"],
  ] as const)("files the reason %s under the kind %s", (reason, kind) => {
    expect(REFUSAL_REASON_KINDS[reason]).toBe(kind);
  });

  it("gives every refusal reason a kind", () => {
    for (const reason of REFUSAL_REASON_VALUES) expect(isRefusalKind(REFUSAL_REASON_KINDS[reason])).toBe(true);
  });
});
