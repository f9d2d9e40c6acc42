import { CardActionLink } from "../features/law-services/card-action-link.tsx";
import { loadServicePackages } from "../features/services/service-packages.server.ts";
import * as styles from "../features/services/services.css.ts";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { TextList } from "../lib/text-list.tsx";
import type { Route } from "./+types/default-comprehensives-ervices-law-services-legal-package-list";

export async function loader({ context }: Route.LoaderArgs) {
  return { packages: await loadServicePackages(context) };
}

/** 法律服务套餐 (spec §2 law-services/legal/package-list): every package with its price and what it includes. */
export default function PackageList({ loaderData }: Route.ComponentProps) {
  const { packages } = loaderData;
  return (
    <div className={page.inner}>
      <h1>{texts.packageListTitle}</h1>
      <p>{texts.packageListIntro}</p>
      {packages === null ? (
        <p role="alert">{texts.packagesFailed}</p>
      ) : (
        <ul className={styles.packageGrid}>
          {packages.map((item) => (
            <li key={item.id} className={styles.packageCard} data-testid="service-package">
              <h2>{item.name}</h2>
              <span className={styles.price}>¥{item.price}</span>
              <span>
                {texts.period}：{item.period}
              </span>
              <p>{item.description}</p>
              <TextList items={item.features} className={styles.features} />
              <CardActionLink
                to={`/default/comprehensives-ervices/law-services/legal/package-detail?id=${item.id}`}
                aria-label={`${texts.viewDetail}：${item.name}`}
              >
                {texts.viewDetail}
              </CardActionLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.packageListTitle, description: texts.packageListIntro });
}
