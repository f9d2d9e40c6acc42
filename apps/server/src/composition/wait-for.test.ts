import { describe, expect, it } from "vitest";
import { waitFor } from "./wait-for.ts";

// A start that forgives its order: tries again, a line each time, while waiting may help; stops at
// once on a problem of the setting; gives up with the last reason when the wait is over.

const answers = (...sequence: ({ ok: true } | { ok: false; retry: boolean; reason: string })[]) => {
  let index = 0;
  return async () => sequence[Math.min(index++, sequence.length - 1)] ?? { ok: true as const };
};
const down = { ok: false as const, retry: true, reason: "connect ECONNREFUSED 127.0.0.1:5432" };

describe("waitFor", () => {
  it("waits through refusals, one line each, and says when the database answers", async () => {
    const lines: string[] = [];
    const given = await waitFor({
      what: "the database at db:5432/cidp",
      attempt: answers(down, down, { ok: true }),
      withinMs: 5_000,
      everyMs: 10,
      log: (line) => lines.push(line),
    });
    expect(given).toBeNull();
    expect(lines).toEqual([
      "waiting for the database at db:5432/cidp: connect ECONNREFUSED 127.0.0.1:5432 (try 1; trying again in 0.01 s)",
      "waiting for the database at db:5432/cidp: connect ECONNREFUSED 127.0.0.1:5432 (try 2; trying again in 0.01 s)",
      "the database at db:5432/cidp answers now (after 3 tries)",
    ]);
  });

  it("stops at once on a problem no wait cures", async () => {
    const lines: string[] = [];
    const wrongPassword = { ok: false as const, retry: false, reason: "the database refused the password: check the password in DATABASE_URL" };
    expect(await waitFor({ what: "the database", attempt: answers(wrongPassword), withinMs: 5_000, everyMs: 10, log: (line) => lines.push(line) })).toBe(
      wrongPassword.reason,
    );
    expect(lines).toEqual([]);
  });

  it("gives up with the last reason when the wait is over", async () => {
    const given = await waitFor({ what: "the database", attempt: answers(down), withinMs: 50, everyMs: 20, log: () => {} });
    expect(given).toBe("connect ECONNREFUSED 127.0.0.1:5432 (still after 0 s of waiting)");
  });
});
