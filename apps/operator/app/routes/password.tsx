import { operatorCalls } from "@cidp/api-client/contract";
import { Button, FormField, Input } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { dropSession, staffSessionOf } from "../lib/staff-session.server.ts";
import type { Route } from "./+types/password";

const texts = deskTexts.password;

export const meta = () => pageTitle(texts.title);

export function loader({ request }: Route.LoaderArgs) {
  if (!staffSessionOf(request)) throw redirect("/login");
  return null;
}

/** The services check the current password and the code, and end every other session of the staff member. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm, done: null }, { status: 403 });
  const answer = await callServices(request, operatorCalls.changePassword, {
    currentPassword: field(form, "currentPassword"),
    newPassword: field(form, "newPassword"),
    newPasswordAgain: field(form, "newPasswordAgain"),
    code: field(form, "code").trim(),
  });
  if (!answer.ok) {
    // The session is gone (ended elsewhere, expired): log in again.
    if (answer.status === 401) throw redirect("/login", { headers: { "Set-Cookie": dropSession(request) } });
    const retry = answer.headers.get("retry-after");
    return data({ error: answer.message, done: null }, { status: answer.status, headers: retry ? { "retry-after": retry } : {} });
  }
  return { error: null, done: answer.message };
}

export default function Password({ actionData }: Route.ComponentProps) {
  return (
    <main id="main" className={`${styles.main} ${styles.narrow}`}>
      <h1>{texts.title}</h1>
      <MessageLine kind="error" text={actionData?.error} />
      <MessageLine kind="success" text={actionData?.done} />
      <p>{texts.intro}</p>
      <form method="post" noValidate className={styles.stack}>
        <FormField label={texts.current} required>
          <Input name="currentPassword" type="password" autoComplete="current-password" maxLength={128} required />
        </FormField>
        <FormField label={texts.next} required>
          <Input name="newPassword" type="password" autoComplete="new-password" minLength={12} maxLength={64} required />
        </FormField>
        <FormField label={texts.again} required>
          <Input name="newPasswordAgain" type="password" autoComplete="new-password" minLength={12} maxLength={64} required />
        </FormField>
        <FormField label={texts.code} required>
          <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
        </FormField>
        <Button type="submit">{texts.submit}</Button>
      </form>
    </main>
  );
}
