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
  /**
   * How much longer a track may claim to have taken than the server saw between handing out the
   * challenge and receiving the answer (network and rendering); client timestamps alone are forgeable.
   */
  timingSlackMs: 250,
  /**
   * A hand slows down on its target: over the last fifth of the way a pointer moves at most this
   * share of its fastest speed. A made-up straight run at one speed does not.
   */
  endSpeedShare: 0.75,
} as const;

/**
 * Escalation per client address and per phone (failures within the window): decoy holes the
 * piece's outline also fits, a tighter tolerance from `strongAfter` failures, and no more
 * challenges (wait or use the SMS path) from `blockAfter`.
 */
export const CaptchaEscalation = {
  windowMs: 15 * 60_000,
  decoys: 4,
  strongAfter: 2,
  strongTolerance: 2,
  blockAfter: 5,
  /** Decoys keep this distance from the hole and each other, so no two outlines overlap. */
  decoySpacing: 50,
  /** Decoys lie in [decoyMinX, decoyMaxX]: clear of where the piece starts. */
  decoyMinX: 55,
  decoyMaxX: 250,
} as const;
