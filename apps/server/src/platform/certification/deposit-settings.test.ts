import { describe, expect, it } from "vitest";
import { readCertificationDeposit } from "./deposit-settings.ts";

describe("CERTIFICATION_DEPOSIT", () => {
  it.each([
    ["production without it: finance", { NODE_ENV: "production" }, "finance"],
    ["production with finance", { NODE_ENV: "production", CERTIFICATION_DEPOSIT: "finance" }, "finance"],
    ["development without it: the sandbox (demo and journeys unchanged)", { NODE_ENV: "development" }, "sandbox"],
    ["tests without it: the sandbox", { NODE_ENV: "test" }, "sandbox"],
    ["no NODE_ENV: the sandbox", {}, "sandbox"],
    ["development asking for finance", { CERTIFICATION_DEPOSIT: "finance" }, "finance"],
    ["a blank value counts as unset", { NODE_ENV: "production", CERTIFICATION_DEPOSIT: " " }, "finance"],
    ["written in capitals", { CERTIFICATION_DEPOSIT: "FINANCE" }, "finance"],
  ])("takes %s", (_, env, mode) => {
    expect(readCertificationDeposit(env)).toEqual({ ok: true, mode });
  });

  it.each([
    [
      "the sandbox in production",
      { NODE_ENV: "production", CERTIFICATION_DEPOSIT: "sandbox" },
      "CERTIFICATION_DEPOSIT=sandbox is refused when NODE_ENV=production",
    ],
    ["an unknown mode", { CERTIFICATION_DEPOSIT: "bank" }, 'CERTIFICATION_DEPOSIT must be finance or sandbox, not "bank"'],
    ["an unknown mode in production", { NODE_ENV: "production", CERTIFICATION_DEPOSIT: "provider" }, "CERTIFICATION_DEPOSIT must be finance or sandbox"],
  ])("refuses %s with one line naming it", (_, env, line) => {
    const reading = readCertificationDeposit(env);
    expect(reading.ok).toBe(false);
    expect(reading.ok ? "" : reading.problem).toContain(line);
  });
});
