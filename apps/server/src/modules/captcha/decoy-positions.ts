import { randomInt } from "node:crypto";
import { CaptchaEscalation } from "./captcha.constants.ts";

/**
 * Up to `count` x positions for decoy holes on the hole's row, each at least `decoySpacing` from
 * the hole and from each other, inside [decoyMinX, decoyMaxX]. Fewer when the row has no room.
 */
export function decoyPositions(holeX: number, count: number): number[] {
  const { decoySpacing, decoyMinX, decoyMaxX } = CaptchaEscalation;
  const taken = [holeX];
  const free = () => {
    const options: number[] = [];
    for (let x = decoyMinX; x <= decoyMaxX; x++) if (taken.every((t) => Math.abs(t - x) >= decoySpacing)) options.push(x);
    return options;
  };
  for (let i = 0; i < count; i++) {
    const options = free();
    if (options.length === 0) break;
    // biome-ignore lint/style/noNonNullAssertion: randomInt stays inside the array.
    taken.push(options[randomInt(options.length)]!);
  }
  return taken.slice(1);
}
