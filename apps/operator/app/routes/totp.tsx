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
import { dropSession, keepSession, staffSessionOf } from "../lib/staff-session.server.ts";
import type { Route } from "./+types/totp";

export const meta = () => pageTitle("动态验证码");

export function loader({ request }: Route.LoaderArgs) {
  if (!staffSessionOf(request)) throw redirect("/login");
  return null;
}

/** The second factor: a code of the bound authenticator; the half session becomes a new full one. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm }, { status: 403 });
  const answer = await callServices(request, operatorCalls.totp, { code: field(form, "code").trim() });
  if (!answer.ok) {
    // The half session is gone (ended, expired, or the account disabled meanwhile): start again.
    if (answer.status === 401) throw redirect("/login?ended=1", { headers: { "Set-Cookie": dropSession(request) } });
    return data({ error: answer.message }, { status: answer.status });
  }
  return redirect("/", { headers: { "Set-Cookie": keepSession(request, answer.data.session) } });
}

export default function Totp({ actionData }: Route.ComponentProps) {
  return (
    <main id="main" className={`${styles.main} ${styles.narrow}`}>
      <h1>输入动态验证码</h1>
      <MessageLine kind="error" text={actionData?.error} />
      <p>请打开已绑定的身份验证器，输入当前显示的6位动态码。</p>
      <form method="post" noValidate className={styles.stack}>
        <FormField label="动态验证码" required>
          <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
        </FormField>
        <Button type="submit">登录</Button>
      </form>
    </main>
  );
}
