import { fillText } from "../../lib/seo/page-meta.ts";
import * as styles from "./law-services.css.ts";
import type { NeedSummary } from "./law-services.server.ts";
import { lawTexts as texts } from "./law-services-texts.ts";

/** An approved need as the public sees it (the phone masked by the services). */
export function NeedCard({ need, headingLevel = 2 }: { need: NeedSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className={styles.card} data-testid="need-card">
      <Heading>{need.title}</Heading>
      <ul className={styles.tags}>
        <li className={styles.tagItem}>{need.category}</li>
        <li className={styles.badge}>{need.statusLabel}</li>
        <li className={styles.muted}>{need.regionName}</li>
      </ul>
      <p>{need.description}</p>
      <p className={styles.muted}>
        {texts.budget}：{need.budgetYuan === null ? texts.budgetNone : fillText(texts.budgetValue, { n: need.budgetYuan.toLocaleString("zh-CN") })} ·{" "}
        {texts.contact}：{need.contactName}（{need.maskedPhone}） · {texts.submitTime}：{need.submitTime.slice(0, 10)}
      </p>
    </li>
  );
}
