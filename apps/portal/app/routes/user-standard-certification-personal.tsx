import { clientCall } from "@cidp/api-client";
import { certificationCalls } from "@cidp/api-client/contract";
import { CertificationFormPage } from "../features/certification/certification-page.tsx";
import { certifyTexts, uploadedText } from "../features/certification/certification-texts.ts";
import { submitCertification, textFields } from "../features/certification/submit-certification.server.ts";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { ImageField } from "../features/upload/image-field.tsx";
import { LabelledInput } from "../lib/labelled-controls.tsx";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/user-standard-certification-personal";

const texts = certifyTexts;

/** Submits the personal certification; the server checks the ID number's check digit and that the photos are the member's. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = textFields(await request.formData(), ["realName", "idNumber", "frontResourceId", "backResourceId"]);
  return submitCertification(context, "personal", (client) => clientCall(certificationCalls.submitPersonal)(client, body, { silent: true }));
}

/** 个人实名认证 (spec §2 personalCertificationSub). */
export default function PersonalCertification({ actionData }: Route.ComponentProps) {
  const { session } = useRootData();
  return (
    <CertificationFormPage
      call={certificationCalls.submitPersonal}
      title={texts.personal}
      hint={texts.personalHint}
      notice={<ActionNotice answer={actionData} />}
    >
      <LabelledInput id="real-name" label={texts.realName} name="realName" defaultValue={session.realName ?? ""} autoComplete="name" maxLength={50} required />
      <LabelledInput id="id-number" label={texts.idNumber} name="idNumber" autoComplete="off" maxLength={18} required />
      <ImageField name="frontResourceId" label={texts.idFront} uploadedText={uploadedText} />
      <ImageField name="backResourceId" label={texts.idBack} uploadedText={uploadedText} />
    </CertificationFormPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.personal);
}
