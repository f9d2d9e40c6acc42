import { clientCall } from "@cidp/api-client";
import { type CallResult, privacyCalls } from "@cidp/api-client/contract";
import { DELETION_COOLING_OFF_DAYS } from "@cidp/domain";
import { Button, Empty } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { memberListTexts, privacyTexts } from "../features/member-center/member-center-texts.ts";
import { LabelledInput } from "../lib/labelled-controls.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as styles from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { memberAction, memberFormAction } from "../lib/session/member-action.server.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-privacy";

const texts = privacyTexts;

type Overview = CallResult<typeof privacyCalls.overview>["data"];

/** The agreements accepted, the separate consents, and whether a deletion is under way. */
export async function loader({ context }: Route.LoaderArgs) {
  const client = portalRequest(context).member;
  const empty: Overview = { agreements: [], consents: [], deletion: null };
  if (!client) return { overview: empty, error: null };
  try {
    return { overview: (await clientCall(privacyCalls.overview)(client, { silent: true })).data, error: null };
  } catch {
    return { overview: empty, error: texts.loadFailed };
  }
}

/** Gives or revokes a consent, asks for the account's deletion, or cancels it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  switch (form.get("intent")) {
    case "consent": {
      return memberFormAction(context, privacyCalls.setConsent, form, { granted: form.get("granted") === "true" });
    }
    case "delete": {
      return memberFormAction(context, privacyCalls.requestDeletion, form);
    }
    case "cancel":
      return memberAction(context, (client) => clientCall(privacyCalls.cancelDeletion)(client, { silent: true }));
    default:
      return { ok: false as const, msg: memberListTexts.unknownAction };
  }
}

/** 隐私与授权: the member's rights over their personal information (PIPL): consents, a copy, 注销. */
export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { overview, error } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className={styles.inner} data-testid="privacy">
      <h1>{texts.title}</h1>
      <ActionNotice answer={actionData} />
      {error && <p role="alert">{error}</p>}

      <section aria-labelledby="agreements-title" className={styles.panel}>
        <h2 id="agreements-title">{texts.agreements}</h2>
        {overview.agreements.length === 0 ? (
          <Empty description={texts.noAgreements} />
        ) : (
          <dl className={styles.facts}>
            {overview.agreements.map((agreement) => (
              <div key={agreement.name} style={{ display: "contents" }}>
                <dt>{agreement.name}</dt>
                <dd>
                  {texts.agreedOn.replace("{version}", agreement.version).replace("{time}", agreement.consentTime)}{" "}
                  <Link
                    to={`/default/global-search/${agreement.name === "隐私政策" ? "privacy-policy" : "user-agreement"}?version=${encodeURIComponent(agreement.version)}`}
                  >
                    {texts.readVersion}
                  </Link>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section aria-labelledby="consents-title" className={styles.panel}>
        <h2 id="consents-title">{texts.consents}</h2>
        <p>{texts.consentsHint}</p>
        <ul className={styles.plainList}>
          {overview.consents.map((consent) => (
            <li key={consent.purpose} className={styles.consentRow} data-testid="consent">
              <span>
                {consent.label}
                <br />
                <small>{consent.granted ? texts.granted.replace("{time}", consent.changeTime ?? "") : texts.withheld}</small>
              </span>
              <MayCall call={privacyCalls.setConsent}>
                <Form method="post">
                  <input type="hidden" name="purpose" value={consent.purpose} />
                  <input type="hidden" name="granted" value={String(!consent.granted)} />
                  <Button
                    type="submit"
                    name="intent"
                    value="consent"
                    variant={consent.granted ? "ghost" : "primary"}
                    size="small"
                    aria-label={`${consent.granted ? texts.revoke : texts.grant}：${consent.label}`}
                  >
                    {consent.granted ? texts.revoke : texts.grant}
                  </Button>
                </Form>
              </MayCall>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="export-title" className={styles.panel}>
        <h2 id="export-title">{texts.export}</h2>
        <p>{texts.exportHint}</p>
        <div className={styles.actions}>
          <a href="/user/privacy/export" download className={styles.primaryLink}>
            {texts.download}
          </a>
          <a href="/user/privacy/export?format=zip" download className={styles.primaryLink}>
            {texts.downloadZip}
          </a>
        </div>
      </section>

      <section aria-labelledby="deletion-title" className={styles.panel}>
        <h2 id="deletion-title">{texts.deletion}</h2>
        {overview.deletion ? (
          <MayCall call={privacyCalls.cancelDeletion}>
            <Form method="post" className={styles.actions}>
              <p data-testid="deletion-pending">{texts.pending.replace("{time}", overview.deletion.effectiveTime)}</p>
              <Button type="submit" name="intent" value="cancel" loading={busy}>
                {texts.cancel}
              </Button>
            </Form>
          </MayCall>
        ) : (
          <MayCall call={privacyCalls.requestDeletion}>
            <Form method="post">
              <p>{texts.deletionHint.replace("{days}", String(DELETION_COOLING_OFF_DAYS))}</p>
              <LabelledInput
                id="deletion-password"
                label={texts.password}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={64}
              />
              <Button type="submit" name="intent" value="delete" variant="warning" loading={busy}>
                {texts.requestDeletion}
              </Button>
            </Form>
          </MayCall>
        )}
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
