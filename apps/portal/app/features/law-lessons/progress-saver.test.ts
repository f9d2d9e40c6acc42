import { describe, expect, it } from "vitest";
import { createProgressSaver } from "./progress-saver.ts";

describe("createProgressSaver", () => {
  it("saves a playing chapter every ten seconds, and at once on pause and on leaving", () => {
    let clock = 0;
    const sent: [number, boolean][] = [];
    const report = createProgressSaver(
      (position, beacon) => sent.push([position, beacon]),
      () => clock,
    );
    for (let second = 1; second <= 25; second++) {
      clock = second * 1000;
      report(second, "tick");
    }
    expect(sent).toEqual([
      [1, false],
      [11, false],
      [21, false],
    ]);
    clock = 25_500;
    report(25.5, "pause");
    report(25.5, "pause");
    report(26, "leave");
    expect(sent.slice(3)).toEqual([
      [25.5, false],
      [26, true],
    ]);
  });
});
