/** Figures of the slider-puzzle captcha: spec §9 sizes, and the rules of validate. */
export const Captcha = {
  width: 300,
  height: 140,
  pieceSize: 50,
  /**
   * Every hole (the answer and the decoys) lies in [minX, maxX]: clear of where the piece starts,
   * and one range for all, so where a hole lies never tells the answer from a decoy.
   */
  minX: 50,
  maxX: 250,
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
  /** A hand speeds up from rest: over the first fifth of the way at most this share of its fastest speed. */
  startSpeedShare: 0.8,
  /**
   * Clockwork: every time step within this spread (ms) and a mean |third difference of x| of at
   * most this (px) together mark a formula, not a hand (see track-profile.ts).
   */
  clockworkTimeSpreadMs: 2,
  clockworkJerkPx: 2,
  /** Key repeat runs at about 30 presses a second at most; moves closer than this are not keys. */
  minKeyIntervalMs: 20,
} as const;

/**
 * The row of holes: the answer and its decoys, all of the piece's exact outline, `holes` in all,
 * `minGap` to `maxGap` px apart (a shape spans at most 48 px of its 50 px box: outlines never
 * overlap), filling the row. One hole in five is the answer, so an outline matcher that cannot tell them apart lands on it by chance.
 */
export const CaptchaRow = {
  holes: 5,
  minGap: 48,
  maxGap: 50,
} as const;

/**
 * How hard a challenge is. `rounds` puzzles must be solved in a row for one proof (an outline
 * matcher that guesses one hole in five passes two rounds one time in 25).
 * - per requester (client address, and phone when the form knows it), failures in `windowMs`:
 *   from `strongAfter` two rounds with a tighter tolerance; from `blockAfter` none (wait, or log in
 *   with the password) until the window passes;
 * - under *pressure* (a campaign from many addresses, which no per-address count sees): when, over
 *   `pressureWindowMs`, at least `pressureMinFailures` answers failed and they are at least
 *   `pressureFailureShare` of all answers, every new challenge has two rounds. People fail now and
 *   then (say 1 in 10), a script guessing among five holes 4 in 5: a third failing means scripts
 *   make up about a third of the answers. A campaign diluted below that is not seen (README).
 */
export const CaptchaEscalation = {
  windowMs: 15 * 60_000,
  strongAfter: 2,
  strongTolerance: 3,
  blockAfter: 5,
  rounds: 2,
  // Answered challenges stay in the table at least 4 minutes (they are swept 4 minutes after expiry).
  pressureWindowMs: 4 * 60_000,
  pressureMinFailures: 10,
  pressureFailureShare: 1 / 3,
} as const;

/**
 * The SMS alternative to the puzzle (for people who cannot drag, the portal's 长辈版): no puzzle,
 * but a proof bound to one phone, so the SMS code sent to that phone is what proves the person.
 * It skips the one check that stops scripts from spending SMS, so it has a budget of its own,
 * per `windowMs`, on top of the SMS limits: `perPhone` per phone, `perAddress` per client address
 * and `perService` for everybody together (a campaign from many addresses gets at most that many
 * SMS through it in a window, and then people are told to use the puzzle or wait). An address or
 * phone blocked for failed puzzles gets none either.
 */
export const CaptchaAssist = {
  windowMs: 15 * 60_000,
  perPhone: 2,
  perAddress: 3,
  perService: 30,
} as const;
