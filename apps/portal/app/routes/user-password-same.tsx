/*
 * /user/password/same: spec §2 lists the page beside edit, refind and set and says nothing of what
 * it does. It is designed here as 支付密码 (the pay password): it sits with the login-password
 * pages; the platform has exactly one other credential, the 6-digit pay password of spec §5 ("PIN:
 * exactly 6 digits, else '请输入6位数字！'"), whose user-center call (`updatePayPassword`, spec §7)
 * is confirmed with the same login credentials; and the personal center needs a place to set it
 * before the pay pages (law lessons, service orders) ask for it. So "same" sets a first pay password
 * or changes it, always confirmed with the login password.
 */
import { getUserFlag, updatePayPassword } from "@cidp/api-client";
import { memberCalls } from "@cidp/api-client/contract";
import { callAsMember, checkFields, readFields, refused } from "../features/account/account-form.server.ts";
import { AccountField, AccountFormPage, CurrentPasswordField, DonePanel, FormError, SubmitButton } from "../features/account/account-form.tsx";
import { accountTexts } from "../features/account/account-texts.ts";
import { readForMember } from "../lib/member-page.server.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-password-same";

const texts = accountTexts.same;
const { fields } = accountTexts;

/** Whether the member has a pay password yet (the page says "set" or "change"). */
export async function loader({ context }: Route.LoaderArgs) {
  const flags = await readForMember(context, (client) => getUserFlag(client, { silent: true }));
  return { hasPayPassword: flags ? flags.hasPayPassword : null };
}

/** POST 支付密码: the six digits twice and the login password, then `updatePayPassword` (POST, so no secret is in a URL). */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readFields(request, ["payPassword", "confirmPayPassword", "password"] as const);
  const mismatch = values.confirmPayPassword !== "" && values.confirmPayPassword !== values.payPassword ? { confirmPayPassword: texts.mismatch } : {};
  const checked = checkFields(memberCalls.updatePayPassword.body, values, mismatch);
  if (!checked.ok) return refused(null, checked.fieldErrors);
  // A wrong login password counts in the throttle shared with the login site (a wait, never a lock).
  return callAsMember(context, (client) => updatePayPassword(client, checked.data, { silent: true }));
}

/**
 * A pay password box: six digits, hidden. Not a login credential: "off" keeps password managers
 * from offering to save it as the site's password.
 */
function PayPasswordField(field: { id: string; name: "payPassword" | "confirmPayPassword"; hint?: string; error: string | undefined }) {
  return <AccountField {...field} label={fields[field.name]} autoComplete="off" type="password" inputMode="numeric" pattern="\d{6}" maxLength={6} />;
}

/** 支付密码 (spec §2 /user/password/same, designed: see the top of this file). */
export default function UserPasswordSame({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <AccountFormPage
      call={memberCalls.updatePayPassword}
      testId="user-password-same"
      texts={texts}
      done={actionData?.ok && <DonePanel title={texts.success}>{texts.successNote}</DonePanel>}
    >
      {loaderData.hasPayPassword !== null && <p data-testid="pay-password-state">{loaderData.hasPayPassword ? texts.isSet : texts.notSet}</p>}
      <PayPasswordField id="pay-password" name="payPassword" hint={texts.payPasswordHint} error={failed?.fieldErrors.payPassword} />
      <PayPasswordField id="pay-password-confirm" name="confirmPayPassword" error={failed?.fieldErrors.confirmPayPassword} />
      <CurrentPasswordField id="pay-login-password" name="password" label={fields.password} error={failed?.fieldErrors.password} />
      <FormError error={failed?.error} />
      <div>
        <SubmitButton />
      </div>
    </AccountFormPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
