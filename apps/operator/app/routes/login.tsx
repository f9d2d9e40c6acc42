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
import { keepSession, staffSessionOf } from "../lib/staff-session.server.ts";
import type { Route } from "./+types/login";

export const meta = () => pageTitle("登录");

/** A member of staff already in goes to the desk; one whose code step ended is told why. */
export async function loader({ request }: Route.LoaderArgs) {
  if (staffSessionOf(request) && (await callServices(request, operatorCalls.me)).ok) throw redirect("/");
  return { ended: new URL(request.url).searchParams.get("ended") === "1" };
}

/** The first factor: the services check the password (and the waits after failures); the code step follows. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const username = field(form, "username").trim().slice(0, 32);
  if (!fromOwnPage(request)) return data({ username, error: deskTexts.foreignForm }, { status: 403 });
  const answer = await callServices(request, operatorCalls.login, { username, password: field(form, "password") }, null);
  if (!answer.ok) {
    const retry = answer.headers.get("retry-after");
    return data({ username, error: answer.message }, { status: answer.status, headers: retry ? { "retry-after": retry } : {} });
  }
  return redirect("/totp", { headers: { "Set-Cookie": keepSession(request, answer.data.session) } });
}

export default function Login({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className={`${styles.main} ${styles.narrow}`}>
      <h1>运营人员登录</h1>
      <MessageLine kind="error" text={actionData?.error ?? (loaderData?.ended ? deskTexts.codesEnded : null)} />
      <form method="post" noValidate className={styles.stack}>
        <FormField label="账号" required>
          <Input name="username" autoComplete="username" defaultValue={actionData?.username ?? ""} maxLength={32} required />
        </FormField>
        <FormField label="密码" required>
          <Input name="password" type="password" autoComplete="current-password" required />
        </FormField>
        <Button type="submit">下一步</Button>
      </form>
      <p className={styles.muted}>运营后台与会员账号相互独立，登录需要密码和身份验证器动态码。</p>
    </main>
  );
}
