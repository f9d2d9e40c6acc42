import { Captcha, CaptchaEscalation } from "./captcha.constants.ts";

/** How hard one challenge is: how far the drop may miss, and how many puzzles in a row earn the proof. */
export interface ChallengeLevel {
  tolerance: number;
  rounds: number;
}

/** Answers over every address in the pressure window, and how many of them failed. */
export interface AnswerCounts {
  answers: number;
  failures: number;
}

/**
 * Whether a campaign is under way: many failures that are most of the answers. People fail now
 * and then; a script that guesses among the holes fails most of the time, from however many
 * addresses, so this sees what per-address counts cannot.
 */
export function underPressure({ answers, failures }: AnswerCounts): boolean {
  return failures >= CaptchaEscalation.pressureMinFailures && failures >= answers * CaptchaEscalation.pressureFailureShare;
}

/**
 * The level of the next challenge for a requester with `failures` recent failures (the most of
 * its address and phone), or null when it gets none until its window passes. A requester that
 * failed repeatedly gets two rounds at a tighter tolerance; under pressure everybody gets two
 * rounds (at the usual tolerance: most of them are people).
 */
export function levelFor(failures: number, pressured: boolean): ChallengeLevel | null {
  if (failures >= CaptchaEscalation.blockAfter) return null;
  if (failures >= CaptchaEscalation.strongAfter) return { tolerance: CaptchaEscalation.strongTolerance, rounds: CaptchaEscalation.rounds };
  return { tolerance: Captcha.tolerance, rounds: pressured ? CaptchaEscalation.rounds : 1 };
}
