import { clientCall } from "@cidp/api-client";
import { legalServiceCalls } from "@cidp/api-client/contract";
import { SERVICE_NEED_CATEGORIES, type ServiceNeedInput, validateServiceNeed } from "@cidp/domain";
import { data, Link, redirect } from "react-router";
import { lawPaths } from "../features/law-services/law-paths.ts";
import * as styles from "../features/law-services/law-services.css.ts";
import { lawTexts as texts } from "../features/law-services/law-services-texts.ts";
import { NeedForm, type NeedFormRefusal } from "../features/law-services/need-form.tsx";
import { refusalMessage } from "../lib/api/refusal-message.ts";
import { formBody, typedFields } from "../lib/form-fields.server.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import { PrimaryLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/default-comprehensives-ervices-need";

const FIELDS = ["title", "category", "description", "regionCode", "budgetYuan", "contactName", "phone"] as const;
/** The services' refusal of a spent or missing proof: it belongs beside the captcha. */
const CAPTCHA_REFUSAL = "请先完成滑块验证";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("category") ?? "";
  return {
    submitted: url.searchParams.get("submitted") === "1",
    category: (SERVICE_NEED_CATEGORIES as readonly string[]).includes(category) ? category : "",
  };
}

/**
 * Checks the need with the domain's rules (every field's message at once), then submits it with the
 * captcha's proof; the services check both again and store it for review. Visitors and members alike.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values: ServiceNeedInput = typedFields(form, FIELDS);
  const refuse = (errors: NeedFormRefusal["errors"], msg = "") => data<NeedFormRefusal>({ ok: false, errors, msg, values }, { status: 400 });
  const checked = validateServiceNeed(values);
  if (!checked.ok) return refuse(Object.fromEntries(checked.errors.map((e) => [e.field, e.message])));
  if (!typedFields(form, ["proof"]).proof) return refuse({ proof: CAPTCHA_REFUSAL });
  const body = formBody(legalServiceCalls.needSubmit.body, form);
  if (!body.ok) return refuse({}, body.msg);
  try {
    await clientCall(legalServiceCalls.needSubmit)(portalRequest(context).visitor, body.data, { silent: true });
  } catch (error) {
    const msg = refusalMessage(error, texts.submitFailed);
    return msg === CAPTCHA_REFUSAL ? refuse({ proof: msg }) : refuse({}, msg);
  }
  return redirect(`${lawPaths.need}?submitted=1`, 303);
}

/** 发布服务需求 (spec §2 comprehensives-ervices-need): the form, or the thanks after a submission. */
export default function ServiceNeed({ loaderData, actionData }: Route.ComponentProps) {
  const { submitted, category } = loaderData;
  return (
    <div className={page.inner}>
      <h1>{texts.needTitle}</h1>
      <p>{texts.needIntro}</p>
      <section className={styles.section} aria-label={texts.needTitle}>
        {submitted ? (
          <>
            <p role="status" className={styles.success} data-testid="need-submitted">
              {texts.submitted}
            </p>
            <p className={page.actions}>
              <PrimaryLink to={lawPaths.caseList}>{texts.viewCases}</PrimaryLink>
              <Link to={lawPaths.landing}>{texts.landingTitle}</Link>
            </p>
          </>
        ) : (
          <NeedForm refusal={actionData ?? null} category={category} />
        )}
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.needTitle, description: texts.needIntro });
}
