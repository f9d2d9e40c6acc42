import { expect, it } from "vitest";
import { nextPlaybackRate, videoRotation } from "./video.rules.ts";

it("lets the video rotate only once loaded", () => {
  expect(videoRotation(true)).toEqual({ ok: true });
  expect(videoRotation(false)).toEqual({ ok: false, code: "video.not-loaded" });
});

it.each([
  [0.5, 1],
  [1, 1.5],
  [2, 0.5],
  [3, 0.5],
])("after rate %d comes %d", (current, next) => {
  expect(nextPlaybackRate(current)).toBe(next);
});
