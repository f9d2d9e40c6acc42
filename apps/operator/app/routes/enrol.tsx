import { operatorCalls } from "@cidp/api-client/contract";
import { Button, FormField, Input } from "@cidp/ui";
import QRCode from "qrcode";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { keepSession } from "../lib/staff-session.server.ts";
import type { Route } from "./+types/enrol";

export const meta = () => pageTitle("绑定身份验证器");

/** The link's account and secret (the services create the secret on first view); a spent link says so. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const answer = await callServices(request, operatorCalls.enrolment, { token: params.token }, null);
  if (!answer.ok) return data({ gone: answer.message, enrolment: null, qr: "" }, { status: answer.status === 400 ? 410 : answer.status });
  // The QR code as an image the page can show without any script (an SVG data address).
  const qr = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(answer.data.otpauthUri, { type: "svg", margin: 1 })).toString("base64")}`;
  return { gone: null, enrolment: answer.data, qr };
}

/** A new member of staff chooses a password, one whose authenticator was reset confirms theirs; both give a code. */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm }, { status: 403 });
  const answer = await callServices(
    request,
    operatorCalls.enrol,
    { token: params.token, password: field(form, "password"), passwordAgain: field(form, "passwordAgain"), code: field(form, "code").trim() },
    null,
  );
  if (!answer.ok) return data({ error: answer.message }, { status: answer.status });
  return redirect("/", { headers: { "Set-Cookie": keepSession(request, answer.data.session) } });
}

export default function Enrol({ loaderData, actionData }: Route.ComponentProps) {
  const { enrolment, gone, qr } = loaderData;
  if (!enrolment) {
    return (
      <main id="main" className={`${styles.main} ${styles.narrow}`}>
        <h1>绑定链接无效</h1>
        <MessageLine kind="error" text={gone} />
        <p>
          <a href="/login">返回运营人员登录</a>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className={`${styles.main} ${styles.narrow}`}>
      <h1>绑定身份验证器</h1>
      <MessageLine kind="error" text={actionData?.error} />
      <p>
        {enrolment.displayName}（账号 {enrolment.username}
        ）：用手机上的身份验证器应用扫描二维码，或手动输入密钥，再填写应用显示的6位动态码。本链接只能使用一次。
      </p>
      <img src={qr} alt="" className={styles.qr} />
      <p>
        密钥：
        <code data-testid="totp-secret" className={styles.secret}>
          {enrolment.secret}
        </code>
      </p>
      <form method="post" noValidate className={styles.stack}>
        <input type="hidden" name="username" value={enrolment.username} autoComplete="username" />
        {enrolment.choosePassword ? (
          <>
            <FormField label="设置登录密码" hint="12–64位，须同时包含字母和数字" required>
              <Input name="password" type="password" autoComplete="new-password" minLength={12} maxLength={64} required />
            </FormField>
            <FormField label="再次输入密码" required>
              <Input name="passwordAgain" type="password" autoComplete="new-password" required />
            </FormField>
          </>
        ) : (
          <FormField label="登录密码" required>
            <Input name="password" type="password" autoComplete="current-password" required />
          </FormField>
        )}
        <FormField label="动态验证码" required>
          <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
        </FormField>
        <Button type="submit">绑定并登录</Button>
      </form>
    </main>
  );
}
