import { clientCall } from "@cidp/api-client";
import { certificationCalls } from "@cidp/api-client/contract";
import { Form, useNavigation } from "react-router";
import { certifyTexts, uploadedText } from "../features/certification/certification-texts.ts";
import { submitCertification, textField } from "../features/certification/submit-certification.server.ts";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { FormActions } from "../features/member-center/form-actions.tsx";
import { ImageField } from "../features/upload/image-field.tsx";
import { LabelledInput } from "../lib/labelled-controls.tsx";
import * as page from "../lib/page.css.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/user-standard-certification-personal";

const texts = certifyTexts;

/** Submits the personal certification; the server checks the ID number's check digit and that the photos are the member's. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return submitCertification(context, "personal", (client) =>
    clientCall(certificationCalls.submitPersonal)(
      client,
      {
        realName: textField(form, "realName"),
        idNumber: textField(form, "idNumber"),
        frontResourceId: textField(form, "frontResourceId"),
        backResourceId: textField(form, "backResourceId"),
      },
      { silent: true },
    ),
  );
}

/** 个人实名认证 (spec §2 personalCertificationSub). */
export default function PersonalCertification({ actionData }: Route.ComponentProps) {
  const { session } = useRootData();
  const busy = useNavigation().state === "submitting";
  return (
    <div className={page.inner}>
      <h1>{texts.personal}</h1>
      <p>{texts.personalHint}</p>
      <ActionNotice answer={actionData} />
      <Form method="post" className={page.panel} aria-label={texts.personal}>
        <LabelledInput
          id="real-name"
          label={texts.realName}
          name="realName"
          defaultValue={session.realName ?? ""}
          autoComplete="name"
          maxLength={50}
          required
        />
        <LabelledInput id="id-number" label={texts.idNumber} name="idNumber" autoComplete="off" maxLength={18} required />
        <ImageField name="frontResourceId" label={texts.idFront} uploadedText={uploadedText} />
        <ImageField name="backResourceId" label={texts.idBack} uploadedText={uploadedText} />
        <FormActions submitLabel={texts.submit} busy={busy} backTo="/user/standard-certification/standard-index" backLabel={texts.back} />
      </Form>
    </div>
  );
}

export function meta() {
  return [{ title: texts.personal }];
}
