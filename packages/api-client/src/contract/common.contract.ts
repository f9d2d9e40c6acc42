import { PHONE_PATTERN } from "@cidp/domain";
import { z } from "zod";
import { envelope } from "./envelope.ts";

/** A positive database id, from a path or query string. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * A yes or no: a JSON boolean, or in a query string `true`/`1` and `false`/`0`. Anything else is
 * refused, never read as yes (a coerced boolean took the string "false" for yes).
 */
export const flagSchema = z.union([z.boolean(), z.enum(["true", "1", "false", "0"]).transform((value) => value === "true" || value === "1")], {
  error: "应为 true 或 false",
});

/** `{ id }`: the one record a call reads or acts on, by its id (as a query or a body). */
export const byIdSchema = z.object({ id: idSchema });

/** A 小额打款's amount as the member read it off the account's statement (under one yuan: 0.23, .23, 0.3). */
export const depositAmountSchema = z
  .string({ error: "请输入收到的金额" })
  .trim()
  .regex(/^0?\.\d{1,2}$|^0$|^1(\.0{1,2})?$/, "请输入收到的金额，如 0.23");

/** A mainland mobile number (spec §5: 11 digits, 1 then 3-9). */
export const phoneSchema = z.string().regex(PHONE_PATTERN, "请输入11位手机号！");

/** Markup brackets and invisible characters: control and format ones (direction overrides, zero-width marks, BOM) and line separators. */
const NOT_IN_A_NAME = /[<>\p{Cc}\p{Cf}\u2028\u2029]/u;

/**
 * A person's or a company's name: no markup (`<`, `>`) and nothing invisible, which could pass
 * markup to a page that forgets to escape it or disguise the name to a reader or a reviewer.
 */
export function plainName(schema: z.ZodString, label: string): z.ZodString {
  return schema.refine((value) => !NOT_IN_A_NAME.test(value), `${label}不能含有 < > 或不可见、控制字符`);
}

/** Paging query of list calls: `current` from 1, `size` up to 100. */
export const pageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

/** A page of records, in the shape the spec's list calls read (`data.records`). */
export function page<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int().nonnegative(),
    current: z.number().int().positive(),
    size: z.number().int().positive(),
    pages: z.number().int().nonnegative(),
  });
}

/** Times are sent as `yyyy-MM-dd HH:mm:ss` in China Standard Time. */
export const dateTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/**
 * A read of one record by its id (`GET …?id=`): the record, 400 for an id that is not one, 404 when
 * there is none (or it is not the caller's to see). Spread into a call beside its path and access.
 */
export function readById<T extends z.ZodType>(record: T) {
  return { method: "GET", query: byIdSchema, response: envelope(record), errors: [400, 404] } as const;
}

/**
 * A paged list (`GET`, `current` and `size` beside the list's own filters): a page of records.
 * Spread into a call beside its path, access and errors.
 */
export function pagedList<T extends z.ZodType, F extends z.core.$ZodLooseShape>(record: T, filters: F) {
  return { method: "GET", query: pageQuerySchema.extend(filters), response: envelope(page(record)) } as const;
}
