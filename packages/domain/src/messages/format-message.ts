import { type MessageCode, zhCN } from "./messages.zh-cn.ts";

/** The `{name}` parameters that a template string declares. */
export type TemplateParams<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | TemplateParams<Rest> : never;

/** The parameters a catalogue message needs, or `undefined` when it needs none. */
export type MessageParams<C extends MessageCode> = [TemplateParams<(typeof zhCN)[C]>] extends [never]
  ? undefined
  : { readonly [K in TemplateParams<(typeof zhCN)[C]>]: string | number };

/** A failure that can be shown: a catalogue code and the parameters its text needs. */
export type Failure<C extends MessageCode = MessageCode> = C extends MessageCode
  ? MessageParams<C> extends undefined
    ? { readonly code: C; readonly params?: undefined }
    : { readonly code: C; readonly params: MessageParams<C> }
  : never;

/** The zh-CN text of a code, with its parameters filled in; a parameter left out stays as `{name}`. */
export function formatMessage<C extends MessageCode>(code: C, ...[params]: MessageParams<C> extends undefined ? [] : [MessageParams<C>]): string {
  return fill(zhCN[code], params as Readonly<Record<string, string | number>> | undefined);
}

/** The zh-CN text of a failure returned by a domain rule. */
export function messageOf(failure: { readonly code: MessageCode; readonly params?: Readonly<Record<string, string | number>> | undefined }): string {
  return fill(zhCN[failure.code], failure.params);
}

function fill(template: string, values: Readonly<Record<string, string | number>> | undefined): string {
  if (values === undefined) return template;
  // One pass, so a value that itself contains `{x}` is never expanded again.
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
