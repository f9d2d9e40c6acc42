import { clientCall } from "@cidp/api-client";
import { certificationCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { CertificationPage } from "../features/certification/certification-page.tsx";
import { certifyTexts } from "../features/certification/certification-texts.ts";
import type { Submission } from "../features/certification/certification-types.ts";
import { SubmissionFacts } from "../features/certification/submission-facts.tsx";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { idField } from "../lib/form-fields.server.ts";
import { LabelledInput } from "../lib/labelled-controls.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { memberFormAction } from "../lib/session/member-action.server.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-standard-certification-my-detail";

const texts = certifyTexts;

function kindOf(value: string | null): "personal" | "corporate" | null {
  return value === "personal" || value === "corporate" ? value : null;
}

/** One submission of the member's, or of the business they act for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOf(url.searchParams.get("kind"));
  const id = Number(url.searchParams.get("id"));
  const client = portalRequest(context).member;
  if (!client || !kind || !Number.isSafeInteger(id) || id <= 0) return { submission: null as Submission | null, error: texts.missing };
  try {
    return { submission: (await clientCall(certificationCalls.detail)(client, { kind, id }, { silent: true })).data, error: null };
  } catch {
    return { submission: null, error: texts.missing };
  }
}

/** Confirms the amount the 对公 account received. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (idField(form, "id") === null) return { ok: false as const, msg: texts.missing };
  // The amount stays the text typed: the call compares it with the deposit sent (0.01 to 1 元).
  return memberFormAction(context, certificationCalls.confirmDeposit, form);
}

/** 认证详情 (spec §2 my-detail): the submission, its state and reason; the deposit check while it waits for one. */
export default function CertificationDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { submission, error } = loaderData;
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  return (
    <CertificationPage title={submission?.kind === "corporate" ? texts.corporate : texts.personal} testId="certification-detail">
      {params.get("submitted") && !actionData && (
        <p role="status" data-testid="action-notice">
          {texts.submitted}
        </p>
      )}
      <ActionNotice answer={actionData} />
      {error && <p role="alert">{error}</p>}
      {submission?.kind === "corporate" && submission.state === "awaiting_deposit" && !submission.depositSent && (
        // Finance has still to transfer the amount (认证打款): nothing to confirm yet.
        <section className={page.panel} aria-labelledby="deposit-title" data-testid="deposit-pending">
          <h2 id="deposit-title">{texts.depositPendingTitle}</h2>
          <p>{texts.depositPending.replace("{account}", `${submission.bankName} ${submission.accountMasked}`)}</p>
        </section>
      )}
      {submission?.kind === "corporate" && submission.state === "awaiting_deposit" && submission.depositSent && (
        <MayCall call={certificationCalls.confirmDeposit}>
          <Form method="post" className={page.panel} aria-labelledby="deposit-title">
            <h2 id="deposit-title">{texts.depositTitle}</h2>
            <p>
              {texts.depositHint
                .replace("{account}", `${submission.bankName} ${submission.accountMasked}`)
                .replace("{left}", String(submission.depositAttemptsLeft))}
            </p>
            <input type="hidden" name="id" value={submission.id} />
            <LabelledInput id="deposit-amount" label={texts.depositAmount} name="amount" inputMode="decimal" autoComplete="off" maxLength={6} required />
            <Button type="submit" loading={busy}>
              {texts.depositConfirm}
            </Button>
          </Form>
        </MayCall>
      )}
      {submission && <SubmissionFacts submission={submission} />}
      {submission?.state === "rejected" && (
        <p>
          <Link
            className={page.primaryLink}
            to={`/user/standard-certification/${submission.kind === "personal" ? "personalCertificationSub" : "corporateCertificationSub"}`}
          >
            {texts.resubmit}
          </Link>
        </p>
      )}
    </CertificationPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
