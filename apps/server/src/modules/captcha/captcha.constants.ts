/** Figures of the slider-puzzle captcha: spec §9 sizes, and the rules of validate. */
export const Captcha = {
  width: 300,
  height: 140,
  pieceSize: 50,
  /** The answer's x lies in [minX, maxX] so the piece never starts on its hole. */
  minX: 70,
  maxX: 240,
  minY: 5,
  maxY: 85,
  /** How far (px) the dropped x may be from the answer. */
  tolerance: 4,
  /** A challenge must be answered within this time. */
  challengeTtlMs: 2 * 60_000,
  /** A proof must be spent (on one SMS send) within this time. */
  proofTtlMs: 2 * 60_000,
  /** A human drag (or a run of key presses) takes at least this long. */
  minDragMs: 150,
  // As long as a challenge lives: a keyboard user moving 1 px a press needs the time.
  maxDragMs: 2 * 60_000,
  minTrackPoints: 3,
  maxTrackPoints: 2000,
} as const;
