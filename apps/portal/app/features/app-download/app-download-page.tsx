import { platformAppLinks } from "@cidp/domain";
import { visuallyHidden } from "@cidp/ui";
import * as page from "../../lib/page.css.ts";
import { useSite } from "../../lib/site/site-context.tsx";
import { useRootData } from "../../lib/site/use-root-data.ts";
import { TextList } from "../../lib/text-list.tsx";
import * as styles from "./app-download-page.css.ts";
import { appDownloadTexts as texts } from "./app-download-texts.ts";

/** What a download page says above its store links. */
export interface AppDownloadPageProps {
  title: string;
  intro: string;
}

/**
 * A platform's app download page: the app's name, what it does, links to the app stores the
 * platform configuration names and the QR code of its download address (spec §2 /download-h5,
 * /download-jl-h5). Which platform follows the request's host, like every page.
 */
export function AppDownloadPage({ title, intro }: AppDownloadPageProps) {
  const { branding, origin } = useRootData();
  const { platformConfigData } = useSite();
  const links = platformAppLinks(platformConfigData, origin);
  const stores = [
    { href: links.iosApp, label: texts.ios as string },
    { href: links.androidApp, label: texts.android as string },
  ].flatMap((store) => (store.href === null ? [] : [{ href: store.href, label: store.label }]));
  const platform = branding.baseTitle;
  return (
    <div className={page.inner}>
      <section className={page.panel} aria-labelledby="download-title">
        <div className={styles.layout}>
          <div className={styles.text}>
            <h1 id="download-title" className={styles.title}>
              {title}
            </h1>
            <p className={styles.appName}>{texts.appName.replace("{platform}", platform)}</p>
            <p className={styles.intro}>{intro}</p>
            <p>
              <a href="/default/home">{texts.backHome}</a>
            </p>
            <TextList items={texts.features} className={styles.features} aria-label={texts.featuresLabel} />
            <h2 className={visuallyHidden}>{texts.stores}</h2>
            {stores.length > 0 ? (
              <ul className={styles.storeList}>
                {stores.map((store) => (
                  <li key={store.label}>
                    <a className={page.actionLink} href={store.href} target="_blank" rel="noopener noreferrer">
                      {store.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{texts.noStores}</p>
            )}
          </div>
          <figure className={styles.qr}>
            <img className={styles.qrImage} src={branding.codeImg} alt={texts.qrAlt.replace("{platform}", platform)} width={200} height={200} />
            <figcaption>{texts.scan}</figcaption>
          </figure>
        </div>
      </section>
    </div>
  );
}
