import { type ProgressMoment, type SavedProgress, shouldSaveProgress } from "@cidp/domain";

/**
 * Decides, for one chapter, which of the player's position reports are saved: throttled while
 * playing, always on pause, end and leaving (the domain's rule). `send` does the saving; leaving
 * sends with `beacon` set, for a page that may be closing.
 */
export function createProgressSaver(send: (position: number, beacon: boolean) => void, now: () => number = Date.now) {
  let last: SavedProgress | null = null;
  return (position: number, moment: ProgressMoment) => {
    const at = now();
    if (!shouldSaveProgress(last, position, at, moment)) return;
    last = { position, at };
    send(position, moment === "leave");
  };
}
