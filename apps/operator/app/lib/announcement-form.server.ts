import { ANNOUNCEMENT_REFUSALS, type AnnouncementFields, announcementFieldsSchema } from "@cidp/api-client/contract";
import { data } from "react-router";
import type { AnnouncementFieldErrors, AnnouncementTyped } from "./announcement-form.tsx";
import { field, fieldErrorsOf } from "./form.server.ts";
import { refusalOf } from "./staff.server.ts";

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
const refusedField = (message: string): keyof AnnouncementFields | null =>
  message === ANNOUNCEMENT_REFUSALS.sendAt || message.includes("发送时间") ? "sendAt" : null;

/**
 * The services' refusal of a new or changed announcement, with what was typed: a 401 logs out;
 * a refusal of the send time shows on its field, any other above the form.
 */
export function refusedSave(request: Request, answer: { status: number; message: string }, typed: AnnouncementTyped) {
  if (answer.status === 401) throw refusalOf(request, answer);
  const on = refusedField(answer.message);
  if (on) return data({ error: "请按提示修改标红的项目", typed, fieldErrors: { [on]: answer.message } as AnnouncementFieldErrors }, { status: answer.status });
  return data({ error: answer.message, typed, fieldErrors: {} as AnnouncementFieldErrors }, { status: answer.status });
}
