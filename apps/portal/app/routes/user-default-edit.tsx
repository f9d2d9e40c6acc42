import { clientCall } from "@cidp/api-client";
import { profileCalls } from "@cidp/api-client/contract";
import { Form, useNavigation } from "react-router";
import { textField } from "../features/certification/submit-certification.server.ts";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { profileTexts } from "../features/member-center/member-center-texts.ts";
import { ImageField } from "../features/upload/image-field.tsx";
import { Fact } from "../lib/fact.tsx";
import { FormActions } from "../lib/form-actions.tsx";
import { LabelledInput } from "../lib/labelled-controls.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import { readForMember } from "../lib/member-page.server.ts";
import * as page from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import type { Route } from "./+types/user-default-edit";

const texts = profileTexts;

/** The member's profile as saved. */
export async function loader({ context }: Route.LoaderArgs) {
  const profile = await readForMember(context, (client) => clientCall(profileCalls.profile)(client, { silent: true }));
  return { profile, error: profile ? null : texts.loadFailed };
}

/** Saves name, e-mail and (when a new one was uploaded) the avatar. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const avatar = textField(form, "avatarResourceId");
  return memberAction(context, (client) =>
    clientCall(profileCalls.updateProfile)(
      client,
      { realName: textField(form, "realName"), email: textField(form, "email"), ...(avatar ? { avatarResourceId: avatar } : {}) },
      { silent: true },
    ),
  );
}

/** 个人资料 (spec §2 /user/default/edit): name (until certified), avatar through the upload engine, e-mail. */
export default function ProfileEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, error } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className={page.inner}>
      <h1>{texts.title}</h1>
      <ActionNotice answer={actionData} />
      {error && <p role="alert">{error}</p>}
      {profile && (
        <MayCall call={profileCalls.updateProfile}>
          <Form method="post" className={page.panel} aria-label={texts.title}>
            <LabelledInput
              id="profile-name"
              label={texts.realName}
              name="realName"
              defaultValue={profile.realName}
              readOnly={profile.nameLocked}
              aria-describedby={profile.nameLocked ? "profile-name-locked" : undefined}
              maxLength={50}
              required
              after={profile.nameLocked && <span id="profile-name-locked">{texts.nameLocked}</span>}
            />
            <dl className={page.facts}>
              <Fact term={texts.phone}>{profile.phoneMasked}</Fact>
              <dt>{texts.currentAvatar}</dt>
              <dd>
                {profile.avatar ? <img src={profile.avatar} alt={texts.currentAvatar} width={64} height={64} data-testid="profile-avatar" /> : texts.noAvatar}
              </dd>
            </dl>
            <LabelledInput
              id="profile-email"
              label={texts.email}
              name="email"
              type="email"
              defaultValue={profile.email ?? ""}
              autoComplete="email"
              maxLength={100}
            />
            <ImageField name="avatarResourceId" label={texts.avatar} uploadedText={(name) => texts.uploaded.replace("{name}", name)} />
            <FormActions submitLabel={texts.save} busy={busy} backTo="/user/default" backLabel={texts.back} />
          </Form>
        </MayCall>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
