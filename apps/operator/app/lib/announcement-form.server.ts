import { ANNOUNCEMENT_REFUSALS, type AnnouncementFields, announcementFieldsSchema } from "@cidp/api-client/contract";
import type { AnnouncementFieldErrors, AnnouncementTyped } from "./announcement-form.tsx";
import { field, fieldErrorsOf } from "./form.server.ts";

/** The fields of a posted form. */
export const typedAnnouncement = (form: FormData): AnnouncementTyped => ({
  title: field(form, "title"),
  content: field(form, "content"),
  link: field(form, "link"),
  sendAt: field(form, "sendAt"),
});

/** The fields checked as the services check them: the values to send, or each refused field's message. */
export function checkAnnouncement(typed: AnnouncementTyped): { ok: true; value: AnnouncementFields } | { ok: false; fieldErrors: AnnouncementFieldErrors } {
  const checked = announcementFieldsSchema.safeParse(typed);
  if (checked.success) return { ok: true, value: checked.data };
  return { ok: false, fieldErrors: fieldErrorsOf<keyof AnnouncementFields>(checked.error.issues) };
}

/** The field a refusal of the services is about (the send time), or null for a refusal of the whole. */
export const refusedField = (message: string): keyof AnnouncementFields | null =>
  message === ANNOUNCEMENT_REFUSALS.sendAt || message.includes("发送时间") ? "sendAt" : null;
