import { randomInt } from "node:crypto";
import { Captcha, CaptchaRow } from "./captcha.constants.ts";

/**
 * The holes of one challenge's row: `CaptchaRow.holes` x positions from left to right, gaps of
 * `minGap` to `maxGap` px, inside [Captcha.minX, Captcha.maxX]; one of them, at random, is the
 * answer, the others are decoys. Every slot is equally likely to be the answer and all share one
 * range, so neither rank nor place on the row singles the answer out.
 */
export function holeRow(): { answer: number; decoys: number[] } {
  const { holes, minGap, maxGap } = CaptchaRow;
  const gaps = Array.from({ length: holes - 1 }, () => randomInt(minGap, maxGap + 1));
  const span = gaps.reduce((sum, gap) => sum + gap, 0);
  const slots = [randomInt(Captcha.minX, Captcha.maxX - span + 1)];
  // biome-ignore lint/style/noNonNullAssertion: slots starts with one element and grows by one per gap.
  for (const gap of gaps) slots.push(slots[slots.length - 1]! + gap);
  const answerAt = randomInt(holes);
  // biome-ignore lint/style/noNonNullAssertion: answerAt is an index of slots.
  return { answer: slots[answerAt]!, decoys: slots.filter((_, i) => i !== answerAt) };
}
