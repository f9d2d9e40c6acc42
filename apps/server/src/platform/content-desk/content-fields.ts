import type { ContentFields } from "@cidp/api-client/contract";
import { PARTY_BUILDING_MODULE_CODE } from "@cidp/domain";
import { minuteOf, parseFormTime } from "../../http/format.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import type { contentEntries } from "./schema.ts";

type EntryRow = typeof contentEntries.$inferSelect;

/** A form's `yyyy-MM-dd HH:mm` (or with `T`, or seconds), China time; null for "". */
export function timeOf(text: string): Date | null {
  return text ? parseFormTime(text) : null;
}

/** A row's fields as the form and the versions hold them. */
export function fieldsOf(row: EntryRow): ContentFields {
  return {
    channel: row.channel as ContentFields["channel"],
    title: row.title,
    summary: row.summary,
    body: row.body,
    source: row.source,
    author: row.author,
    publishAt: minuteOf(row.publishAt),
    unpublishAt: minuteOf(row.unpublishAt),
    docNumber: row.docNumber,
    issuingAuthority: row.issuingAuthority,
    effectiveDate: row.effectiveDate ?? "",
    validity: row.validity as ContentFields["validity"],
    ...(row.moduleCode ? { moduleCode: row.moduleCode } : {}),
  };
}

/**
 * The columns of what an editor wrote: the body reduced to the rich-text policy (whatever the
 * editor's page sent), a policy's metadata only on a policy, and a 党建 piece's module (the menu's,
 * 202408150001, unless it chose another) only on a 党建 piece.
 */
export function columnsOf(fields: ContentFields) {
  const policy = fields.channel === "policy";
  return {
    channel: fields.channel,
    title: fields.title,
    summary: fields.summary,
    body: sanitizeRichText(fields.body),
    source: fields.source,
    author: fields.author,
    publishAt: timeOf(fields.publishAt),
    unpublishAt: timeOf(fields.unpublishAt),
    docNumber: policy ? fields.docNumber : "",
    issuingAuthority: policy ? fields.issuingAuthority : "",
    effectiveDate: policy && fields.effectiveDate ? fields.effectiveDate : null,
    validity: policy ? fields.validity : "",
    moduleCode: fields.channel === "party" ? fields.moduleCode || PARTY_BUILDING_MODULE_CODE : null,
  };
}

/** The text a body shows, without its markup (empty for a body of only pictures or nothing). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first picture of a body, the article's cover in the portal's lists ("" for none). */
export function firstPictureOf(html: string): string {
  return /<img\b[^>]*\bsrc="([^"]+)"/i.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
}
