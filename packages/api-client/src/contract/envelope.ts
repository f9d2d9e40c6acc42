import { REFUSAL_KIND_VALUES, REFUSAL_REASON_VALUES } from "@cidp/domain";
import { z } from "zod";

/** The response envelope every platform call answers with (spec §7, §8). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data, success: z.boolean() });
}

/**
 * The failure envelope every call may answer instead of its success (spec §8: code and msg in the
 * body), with, where the refusal has one, its machine-readable `reason` (the domain's
 * REFUSAL_REASONS), from which a page offers what to do next, and, for a refusal (not a fault),
 * its `refusal` kind (the domain's REFUSAL_KINDS): a page never asks to retry what retrying will
 * not fix. Both optional: older answers without them still parse.
 */
export const failureEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null(),
  success: z.literal(false),
  reason: z.enum(REFUSAL_REASON_VALUES).optional(),
  refusal: z.enum(REFUSAL_KIND_VALUES).optional(),
});

/** An envelope's static type. */
export type Envelope<T> = { code: number; msg: string; data: T; success: boolean };
