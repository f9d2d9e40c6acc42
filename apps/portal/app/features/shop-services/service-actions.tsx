import { shopServiceCalls } from "@cidp/api-client/contract";
import type { ShopServiceState } from "@cidp/domain";
import { Form, Link, useNavigation } from "react-router";
import { MayCall } from "../../lib/member-center/may-call.tsx";
import * as page from "../../lib/page.css.ts";
import { shopServicePaths as paths } from "./shop-service-paths.ts";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";
import * as styles from "./shop-services.css.ts";

const EDITABLE: readonly ShopServiceState[] = ["draft", "rejected", "delisted"];

/** What the business may do with a service in its state: edit and submit a draft, delist a listed one, see it on sale. */
export function ServiceActions({ service }: { service: { id: number; title: string; state: ShopServiceState } }) {
  const busy = useNavigation().state !== "idle";
  const change = (action: "submit" | "delist", label: string) => (
    <MayCall call={shopServiceCalls.change}>
      <Form method="post" className={styles.inlineForm}>
        <input type="hidden" name="id" value={service.id} />
        <input type="hidden" name="action" value={action} />
        <button type="submit" name="intent" value="change" className={styles.smallButton} disabled={busy} aria-label={`${label}：${service.title}`}>
          {label}
        </button>
      </Form>
    </MayCall>
  );
  return (
    <span className={page.rowActions}>
      {EDITABLE.includes(service.state) && (
        <>
          <Link to={paths.edit(service.id)} aria-label={`${texts.edit}：${service.title}`}>
            {texts.edit}
          </Link>
          {change("submit", texts.submit)}
        </>
      )}
      {service.state === "listed" && (
        <>
          <Link to={paths.publicDetail(service.id)} aria-label={`${texts.viewPublic}：${service.title}`}>
            {texts.viewPublic}
          </Link>
          {change("delist", texts.delist)}
        </>
      )}
    </span>
  );
}
