import { ACTIVE_AUTHORISATIONS_CAP, shownTotal } from "@cidp/domain";
import { Link } from "react-router";
import { EntitlementTable } from "../features/vip/entitlement-table.tsx";
import { membershipText } from "../features/vip/membership-text.ts";
import { loadEntitlements } from "../features/vip/service-auth.server.ts";
import * as styles from "../features/vip/vip.css.ts";
import { loadMembership } from "../features/vip/vip.server.ts";
import { fill, vipTexts as texts } from "../features/vip/vip-texts.ts";
import { LinkLine } from "../lib/link-line.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { PrimaryLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/user-service-auth-order";

const RECENT = 5;

export async function loader({ context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const [membership, recent] = await Promise.all([loadMembership(client), loadEntitlements(client, { current: 1, size: RECENT })]);
  return { membership, recent };
}

/** 服务授权 (spec §2 service-auth-order): the business's VIP status and its most recent entitlements. */
export default function ServiceAuthOrder({ loaderData }: Route.ComponentProps) {
  const { membership, recent } = loaderData;
  return (
    <div className={page.inner}>
      <h1>{texts.authTitle}</h1>
      <p>{texts.authIntro}</p>
      <section className={styles.panel} aria-labelledby="vip-status">
        <h2 id="vip-status">{texts.status}</h2>
        <p data-testid="vip-membership">{membershipText(membership)}</p>
        <p className={page.actions}>
          {membership?.grantId && <Link to={`/user/service-auth-order/vip-detail?id=${membership.grantId}`}>{texts.grantTitle}</Link>}
          <PrimaryLink to="/user/vip/buy">{membership?.active ? texts.renew : texts.open}</PrimaryLink>
        </p>
      </section>
      <section className={styles.panel} aria-labelledby="auth-recent">
        <h2 id="auth-recent">{texts.authRecent}</h2>
        {recent === null ? (
          <p role="alert">{texts.authFailed}</p>
        ) : (
          <>
            <p>{fill(texts.authActive, { n: shownTotal(recent.activeCount, ACTIVE_AUTHORISATIONS_CAP) })}</p>
            <EntitlementTable rows={recent.records} caption={texts.authRecent} />
          </>
        )}
        <LinkLine to="/user/service-auth-order/list">{texts.authAll}</LinkLine>
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.authTitle, description: texts.authIntro });
}
