import { describe, expect, it } from "vitest";
import { preparedOnce } from "./prepared.ts";

describe("preparedOnce", () => {
  it("builds the statement on first use only, and hands the same one out after", () => {
    let built = 0;
    const statement = preparedOnce(() => ({ id: ++built }));
    expect(built).toBe(0);
    const first = statement();
    expect(statement()).toBe(first);
    expect(built).toBe(1);
  });
});
