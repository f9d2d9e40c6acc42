import type { Failure } from "../messages/format-message.ts";

/** Whether the player may rotate: only once the video has loaded, else it says '请等待视频加载完毕' (spec §8). */
export function videoRotation(loaded: boolean): { readonly ok: true } | ({ readonly ok: false } & Failure<"video.not-loaded">) {
  return loaded ? { ok: true } : { ok: false, code: "video.not-loaded" };
}

/** The next playback rate in the player's list after `current`, wrapping around (0.5, 1, 1.5, 2). */
export function nextPlaybackRate(current: number, rates: readonly number[] = [0.5, 1, 1.5, 2]): number {
  const index = rates.indexOf(current);
  return rates[(index + 1) % rates.length] ?? 1;
}
