import { updatePassword } from "@cidp/api-client";
import { memberCalls } from "@cidp/api-client/contract";
import { callAsMember, checkFields, readFields, refused } from "../features/account/account-form.server.ts";
import { AccountFormPage, CurrentPasswordField, DonePanel, NewPasswordFields } from "../features/account/account-form.tsx";
import { accountTexts } from "../features/account/account-texts.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-password-edit";

const texts = accountTexts.edit;
const { fields } = accountTexts;

/** POST 修改登录密码: checked against the contract, then `updatePassword` with the member's session. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readFields(request, ["oldPassword", "newPassword", "confirmPassword"] as const);
  const checked = checkFields(memberCalls.updatePassword.body, values);
  if (!checked.ok) return refused(null, checked.fieldErrors);
  // The services keep this session and end every other one; the old password shares the login site's throttle.
  return callAsMember(context, (client) => updatePassword(client, checked.data, { silent: true }));
}

/** 修改登录密码 (spec §2 /user/password/edit): the old password, the new one twice. */
export default function UserPasswordEdit({ actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <AccountFormPage
      call={memberCalls.updatePassword}
      testId="user-password-edit"
      texts={texts}
      done={actionData?.ok && <DonePanel title={texts.success}>{texts.othersLoggedOut}</DonePanel>}
    >
      <CurrentPasswordField id="password-old" name="oldPassword" label={fields.oldPassword} error={failed?.fieldErrors.oldPassword} />
      <NewPasswordFields idPrefix="password" errors={failed?.fieldErrors} error={failed?.error} />
    </AccountFormPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
