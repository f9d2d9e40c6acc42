import { describe, expect, it } from "vitest";
import { createMetricsGate, METRICS_TOKEN_PROBLEM, metricsTokenOf } from "./metrics-access.ts";

// Who may read /metrics, asked as Prometheus, a neighbour on the machine and a stranger would.

const TOKEN = "scrape-7f3a9c1e5b2d4f608a1c3e5f7b9d0a2c";

describe("the metrics gate without a token: the machine itself only", () => {
  const gate = createMetricsGate(null);
  it.each([
    ["127.0.0.1", {}, true],
    ["127.8.9.1", {}, true],
    ["::1", {}, true],
    ["::ffff:127.0.0.1", {}, true],
    ["127.0.0.1", { "x-forwarded-for": "203.0.113.7" }, false],
    ["127.0.0.1", { forwarded: "for=203.0.113.7" }, false],
    ["127.0.0.1", { "x-real-ip": "203.0.113.7" }, false],
    ["10.0.0.5", {}, false],
    ["203.0.113.7", {}, false],
    ["::ffff:10.0.0.5", {}, false],
    [undefined, {}, false],
    ["10.0.0.5", { authorization: `Bearer ${TOKEN}` }, false],
  ])("peer %s with %o → %s", (remoteAddress, headers, expected) => {
    expect(gate({ remoteAddress, headers })).toBe(expected);
  });
});

describe("the metrics gate with a token: its bearer only, from anywhere", () => {
  const gate = createMetricsGate(TOKEN);
  it.each([
    ["10.0.0.5", { authorization: `Bearer ${TOKEN}` }, true],
    ["127.0.0.1", { authorization: `Bearer ${TOKEN}`, "x-forwarded-for": "10.0.0.9" }, true],
    ["127.0.0.1", {}, false],
    ["10.0.0.5", { authorization: `Bearer ${TOKEN.slice(0, -1)}` }, false],
    ["10.0.0.5", { authorization: `Bearer ${TOKEN}x` }, false],
    ["10.0.0.5", { authorization: `Basic ${TOKEN}` }, false],
    ["10.0.0.5", { authorization: TOKEN }, false],
    ["10.0.0.5", { authorization: "Bearer " }, false],
  ])("peer %s with %o → %s", (remoteAddress, headers, expected) => {
    expect(gate({ remoteAddress, headers })).toBe(expected);
  });
});

describe("METRICS_TOKEN", () => {
  it.each([
    [undefined, null],
    ["", null],
    [TOKEN, TOKEN],
    ["a".repeat(32), "a".repeat(32)],
    ["a".repeat(31), undefined],
    ["a".repeat(257), undefined],
    [`${TOKEN} with spaces`, undefined],
    [`${TOKEN}中文`, undefined],
  ])("%s → %s", (value, expected) => {
    expect(metricsTokenOf(value === undefined ? {} : { METRICS_TOKEN: value })).toBe(expected);
  });

  it("is refused in one line that says what to give", () => {
    expect(METRICS_TOKEN_PROBLEM).toMatch(/^METRICS_TOKEN must be .*bearer token\)$/);
    expect(METRICS_TOKEN_PROBLEM).not.toContain("\n");
  });
});
