import { clientCall } from "@cidp/api-client";
import { certificationCalls } from "@cidp/api-client/contract";
import * as styles from "../features/certification/certification.css.ts";
import { certifyTexts } from "../features/certification/certification-texts.ts";
import { StateTag } from "../features/certification/state-tag.tsx";
import { LinkLine } from "../lib/link-line.tsx";
import { readForMember } from "../lib/member-page.server.ts";
import * as page from "../lib/page.css.ts";
import { PanelSection } from "../lib/panel-section.tsx";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { PrimaryLink, TextLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/user-standard-certification-standard-index";

const texts = certifyTexts;
const base = "/user/standard-certification";

/** The member's personal certification, the selected business's and its qualification certificates. */
export async function loader({ context }: Route.LoaderArgs) {
  const overview = await readForMember(context, (client) => clientCall(certificationCalls.overview)(client, { silent: true }));
  return { overview, error: overview ? null : texts.loadFailed };
}

/** Why the last submission was turned down, when it was. */
function RejectReason({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <p>
      {texts.rejectReason}：{reason}
    </p>
  );
}

/** 账户认证 (spec §2 standard-index): where each certification stands and what to do next. */
export default function CertificationHome({ loaderData }: Route.ComponentProps) {
  const { overview, error } = loaderData;
  const personal = overview?.personal ?? null;
  const corporate = overview?.corporate ?? null;
  const latest = corporate?.latest ?? null;
  const corporateState = latest?.state ?? corporate?.state ?? "uncertified";
  return (
    <div className={page.inner} data-testid="certification-home">
      <h1>{texts.title}</h1>
      {error && <p role="alert">{error}</p>}
      <div className={styles.cards}>
        <PanelSection id="personal-title" title={texts.personal} testId="personal-card">
          <p>
            <StateTag state={personal?.state ?? "uncertified"} />
          </p>
          <p>{texts.personalHint}</p>
          <RejectReason reason={personal?.rejectReason} />
          <div className={page.actions}>
            {(!personal || personal.state === "rejected") && (
              <PrimaryLink to={`${base}/personalCertificationSub`}>{personal ? texts.resubmit : texts.start}</PrimaryLink>
            )}
            {personal && <TextLink to={`${base}/my-detail?kind=personal&id=${personal.id}`}>{texts.view}</TextLink>}
          </div>
        </PanelSection>
        <PanelSection id="corporate-title" title={texts.corporate} testId="corporate-card">
          {corporate ? (
            <>
              <p>
                {corporate.businessName} <StateTag state={corporateState} />
                {!latest && corporate.state !== "uncertified" && <span>{texts.imported}</span>}
              </p>
              <p>{texts.corporateHint}</p>
              <RejectReason reason={latest?.rejectReason} />
              {latest?.state === "awaiting_deposit" && !latest.depositSent && <p>{texts.depositPendingShort}</p>}
              {!corporate.mayManage && corporateState !== "certified" && <p>{texts.noPermission}</p>}
              <div className={page.actions}>
                {corporate.mayManage && (corporateState === "uncertified" || corporateState === "rejected") && (
                  <PrimaryLink to={`${base}/corporateCertificationSub`}>{latest ? texts.resubmit : texts.start}</PrimaryLink>
                )}
                {latest?.state === "awaiting_deposit" && latest.depositSent && corporate.mayManage && (
                  <PrimaryLink to={`${base}/my-detail?kind=corporate&id=${latest.id}`}>{texts.confirmDeposit}</PrimaryLink>
                )}
                {latest && <TextLink to={`${base}/my-detail?kind=corporate&id=${latest.id}`}>{texts.view}</TextLink>}
              </div>
            </>
          ) : (
            <p>{texts.noBusiness}</p>
          )}
        </PanelSection>
        <PanelSection id="qualification-title" title={texts.qualifications} testId="qualification-card">
          {corporate ? (
            <>
              <p>
                {texts.qualificationsSummary
                  .replace("{total}", String(overview?.qualifications.total ?? 0))
                  .replace("{expiring}", String(overview?.qualifications.expiring ?? 0))
                  .replace("{expired}", String(overview?.qualifications.expired ?? 0))}
              </p>
              <PrimaryLink to={`${base}/qualification-edit`}>{texts.manage}</PrimaryLink>
            </>
          ) : (
            <p>{texts.noBusiness}</p>
          )}
        </PanelSection>
      </div>
      <LinkLine to={`${base}/my-index`}>{texts.recordsLink}</LinkLine>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
