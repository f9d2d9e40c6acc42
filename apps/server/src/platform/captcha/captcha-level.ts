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

/** A requester's recent failures: of its source, and of the phone it asks for from every source. */
export interface RecentFailures {
  source: number;
  phone: number;
}

/**
 * The level of the next challenge for a requester with these recent failures, or null when its
 * source gets none until the window passes. A source or phone that failed repeatedly gets two
 * rounds at a tighter tolerance; under pressure everybody gets two rounds (at the usual tolerance:
 * most of them are people). A phone's failures never block: they may be a stranger's, and the
 * phone's owner must always be able to solve the slider.
 */
export function levelFor(failures: RecentFailures, pressured: boolean): ChallengeLevel | null {
  if (failures.source >= CaptchaEscalation.blockAfter) return null;
  if (Math.max(failures.source, failures.phone) >= CaptchaEscalation.strongAfter)
    return { tolerance: CaptchaEscalation.strongTolerance, rounds: CaptchaEscalation.rounds };
  return { tolerance: Captcha.tolerance, rounds: pressured ? CaptchaEscalation.rounds : 1 };
}
