import { assistCaptcha, forgetPassword, sendVerificationCode } from "@cidp/api-client";
import { memberCalls } from "@cidp/api-client/contract";
import { messageOf, validatePhoneForCode } from "@cidp/domain";
import { FormField, PhoneInput } from "@cidp/ui";
import { useRef } from "react";
import { checkFields, readFields, refused } from "../features/account/account-form.server.ts";
import { AccountFormPage, DonePanel, NewPasswordFields, SmsCodeField } from "../features/account/account-form.tsx";
import { accountTexts } from "../features/account/account-texts.ts";
import { useApiClient } from "../lib/api/api-client-context.tsx";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/user-password-refind";

const texts = accountTexts.refind;
const { fields } = accountTexts;

/**
 * POST 找回登录密码: checked against the contract, then `forgetPassword` (phone + a "reset" SMS
 * code). The services end every session of that member, this one too when it is the member's own
 * phone: the page then asks to log in again (the next page load finds the cookies refused and
 * clears them, spec §8).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readFields(request, ["phone", "code", "newPassword", "confirmPassword"] as const);
  const checked = checkFields(memberCalls.forgetPassword.body, values);
  // The phone goes back into its box; passwords and codes never do.
  if (!checked.ok) return { ...refused(null, checked.fieldErrors), phone: values.phone };
  const client = portalRequest(context).member;
  if (!client) return { ...refused(accountTexts.sessionEnded), phone: values.phone };
  try {
    await forgetPassword(client, checked.data, { silent: true });
    return { ok: true as const };
  } catch (error) {
    return { ...refused(error), phone: values.phone };
  }
}

/** 找回登录密码 (spec §2 /user/password/refind): phone, slider captcha and SMS code, then a new password. */
export default function UserPasswordRefind({ actionData }: Route.ComponentProps) {
  const { links } = useRootData();
  const client = useApiClient();
  const failed = actionData && !actionData.ok ? actionData : null;
  const phone = useRef<HTMLInputElement>(null);
  const typedPhone = () => phone.current?.value ?? "";
  return (
    <AccountFormPage
      call={memberCalls.forgetPassword}
      testId="user-password-refind"
      texts={texts}
      done={
        actionData?.ok && (
          <DonePanel
            title={texts.success}
            action={
              <a href={links.login} data-testid="account-login-again">
                {texts.login}
              </a>
            }
          >
            {texts.loginAgain}
          </DonePanel>
        )
      }
    >
      <FormField id="refind-phone" label={fields.phone} error={failed?.fieldErrors.phone} required>
        <PhoneInput ref={phone} name="phone" defaultValue={failed?.phone ?? ""} />
      </FormField>
      <SmsCodeField
        id="refind-code"
        error={failed?.fieldErrors.code}
        precheck={() => {
          const checked = validatePhoneForCode(typedPhone());
          return checked.ok ? null : messageOf(checked);
        }}
        phone={typedPhone}
        send={async (proof) => (await sendVerificationCode(client, { phone: typedPhone(), templateId: "reset", proof }, { silent: true })).msg}
        assist={async () => {
          // The SMS alternative: a proof good for this phone only, spent on the code at once.
          const { data } = await assistCaptcha(client, { phone: typedPhone() }, { silent: true });
          return (await sendVerificationCode(client, { phone: typedPhone(), templateId: "reset", proof: data.proof }, { silent: true })).msg;
        }}
      />
      <NewPasswordFields idPrefix="refind" errors={failed?.fieldErrors} error={failed?.error} />
    </AccountFormPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
