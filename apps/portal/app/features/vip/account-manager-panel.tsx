import { fill } from "../../lib/personal-center-texts.ts";
import { TextList } from "../../lib/text-list.tsx";
import { accountManagerTexts as texts } from "./account-manager-texts.ts";
import * as styles from "./vip.css.ts";
import type { AccountManager, Membership, VipPlan } from "./vip.server.ts";

/** The enterprise plan's code: the plan whose benefits promise 专属客户经理一对一服务. */
const ENTERPRISE = "enterprise";

/**
 * 专属客户经理 on the VIP page: an enterprise VIP company reads its manager's name, number (a
 * tel: link) and hours; any other company reads what the enterprise plan adds to its own plan and
 * is pointed at the plans below to upgrade.
 */
export function AccountManagerPanel({ answer, membership, plans }: { answer: AccountManager | null; membership: Membership | null; plans: VipPlan[] | null }) {
  const enterprise = plans?.find((plan) => plan.code === ENTERPRISE);
  const own = plans?.find((plan) => plan.name === membership?.planName);
  const added = enterprise?.benefits.filter((benefit) => !own?.benefits.includes(benefit)) ?? [];
  return (
    <section className={styles.panel} aria-labelledby="vip-manager" data-testid="vip-manager">
      <h2 id="vip-manager">{texts.title}</h2>
      {answer === null ? (
        <p role="alert">{texts.failed}</p>
      ) : answer.enterprise ? (
        <>
          <p>{texts.intro}</p>
          {answer.manager ? (
            <dl className={styles.facts}>
              <dt>{texts.name}</dt>
              <dd>{answer.manager.name}</dd>
              <dt>{texts.phone}</dt>
              <dd>
                <a href={`tel:${answer.manager.phone.replace(/[^\d+]/g, "")}`}>{fill(texts.call, { phone: answer.manager.phone })}</a>
              </dd>
              <dt>{texts.hours}</dt>
              <dd>{answer.manager.serviceHours}</dd>
            </dl>
          ) : (
            <p role="status">{texts.arranging}</p>
          )}
        </>
      ) : (
        <>
          <p>{texts.upgradeIntro}</p>
          <TextList items={added} className={styles.benefits} aria-label={texts.upgradeList} />
          <a href="#vip-plans">{texts.upgrade}</a>
        </>
      )}
    </section>
  );
}
