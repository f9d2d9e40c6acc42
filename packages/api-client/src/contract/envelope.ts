import { z } from "zod";

/** The response envelope every platform call answers with (spec §7, §8). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data, success: z.boolean() });
}

/** An envelope's static type. */
export type Envelope<T> = { code: number; msg: string; data: T; success: boolean };
