import { clientCall } from "@cidp/api-client";
import { certificationCalls } from "@cidp/api-client/contract";
import { CertificationFormPage } from "../features/certification/certification-page.tsx";
import { bankCardTexts, certifyTexts, uploadedText } from "../features/certification/certification-texts.ts";
import { submitCertification, textFields } from "../features/certification/submit-certification.server.ts";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { ImageField } from "../features/upload/image-field.tsx";
import { LabelledInput, LabelledSelect, ValueOptions } from "../lib/labelled-controls.tsx";
import * as page from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/user-standard-certification-corporate";

const texts = certifyTexts;

/** Submits the corporate certification; the platform then sends the check amount to the 对公 account. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = textFields(await request.formData(), [
    "companyName",
    "creditCode",
    "legalRepresentative",
    "licenseResourceId",
    "authorizationResourceId",
    "bankName",
    "accountNumber",
  ]);
  return submitCertification(context, "corporate", (client) => clientCall(certificationCalls.submitCorporate)(client, body, { silent: true }));
}

/** 企业认证 (spec §2 corporateCertificationSub): the company's papers and its 对公 account for the amount check. */
export default function CorporateCertification({ actionData }: Route.ComponentProps) {
  const { session } = useRootData();
  const companyName = session.company?.name ?? "";
  return (
    <CertificationFormPage
      call={certificationCalls.submitCorporate}
      title={texts.corporate}
      hint={texts.corporateHint}
      notice={<ActionNotice answer={actionData} />}
    >
      <LabelledInput id="company-name" label={texts.companyName} name="companyName" defaultValue={companyName} maxLength={100} required readOnly />
      <LabelledInput id="credit-code" label={texts.creditCode} name="creditCode" autoComplete="off" maxLength={18} required />
      <LabelledInput id="legal-representative" label={texts.legalRepresentative} name="legalRepresentative" maxLength={50} required />
      <ImageField name="licenseResourceId" label={texts.license} uploadedText={uploadedText} />
      <ImageField name="authorizationResourceId" label={texts.authorization} uploadedText={uploadedText} />
      <fieldset className={page.panel}>
        <legend>{texts.accountNumber}</legend>
        <LabelledSelect id="bank-name" label={texts.bankName} name="bankName" required defaultValue="">
          <option value="" disabled>
            {texts.bankName}
          </option>
          <ValueOptions values={bankCardTexts.banks} />
        </LabelledSelect>
        <LabelledInput id="account-number" label={texts.accountNumber} name="accountNumber" inputMode="numeric" autoComplete="off" maxLength={40} required />
        <p>
          {texts.accountName}：{companyName}
        </p>
      </fieldset>
    </CertificationFormPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.corporate);
}
