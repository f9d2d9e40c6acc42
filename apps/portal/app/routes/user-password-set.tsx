import { clientCall, getUserInfo } from "@cidp/api-client";
import { memberCalls } from "@cidp/api-client/contract";
import { callAsMember, checkFields, readFields, refused } from "../features/account/account-form.server.ts";
import { AccountFormPage, DonePanel, NewPasswordFields, SmsCodeField } from "../features/account/account-form.tsx";
import { accountTexts } from "../features/account/account-texts.ts";
import { useApiClient } from "../lib/api/api-client-context.tsx";
import { readForMember } from "../lib/member-page.server.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-password-set";

const texts = accountTexts.set;

// The two designed calls of this page (member.calls.ts): the code goes to the session's own phone.
const sendOwnVerificationCode = clientCall(memberCalls.sendOwnVerificationCode);
const setPassword = clientCall(memberCalls.setPassword);

/** The member's phone as the header shows it (masked), to say where the code goes. */
export async function loader({ context }: Route.LoaderArgs) {
  const info = await readForMember(context, (client) => getUserInfo(client, { silent: true }));
  return { phone: info ? info.phone : null };
}

/** POST 设置登录密码: checked against the contract, then `setPassword` with the member's session. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readFields(request, ["code", "newPassword", "confirmPassword"] as const);
  const checked = checkFields(memberCalls.setPassword.body, values);
  if (!checked.ok) return refused(null, checked.fieldErrors);
  // The services keep this session and end every other one; a wrong code counts in the log-in throttle (a wait, never a lock).
  return callAsMember(context, (client) => setPassword(client, checked.data, { silent: true }));
}

/**
 * 设置登录密码 (spec §2 /user/password/set): for a member who came in with an SMS code and has no
 * password they know; the code sent to their own phone stands in for the old password.
 */
export default function UserPasswordSet({ loaderData, actionData }: Route.ComponentProps) {
  const client = useApiClient();
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <AccountFormPage
      call={memberCalls.setPassword}
      testId="user-password-set"
      texts={texts}
      done={actionData?.ok && <DonePanel title={texts.success}>{texts.othersLoggedOut}</DonePanel>}
    >
      <p data-testid="set-password-phone">
        {loaderData.phone ? (
          <>
            {texts.sendTo}
            <strong>{loaderData.phone}</strong>
          </>
        ) : (
          texts.unknownPhone
        )}
      </p>
      <SmsCodeField
        id="set-code"
        error={failed?.fieldErrors.code}
        send={async (proof) => (await sendOwnVerificationCode(client, { proof }, { silent: true })).msg}
        assist={async () => (await sendOwnVerificationCode(client, { assist: true }, { silent: true })).msg}
      />
      <NewPasswordFields idPrefix="set" errors={failed?.fieldErrors} error={failed?.error} />
    </AccountFormPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
