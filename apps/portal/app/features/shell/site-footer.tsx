import { type FooterItem, footerColumns, footerLinkTarget, formatMessage, platformAppLinks, QR_CODE_KINDS } from "@cidp/domain";
import { contentWidth } from "@cidp/ui";
import { useNavigate } from "react-router";
import { messages } from "../../lib/messages.ts";
import { QR_LABELS, qrCodePath } from "../../lib/qr/qr-labels.ts";
import { useSite } from "../../lib/site/site-context.tsx";
import { useRootData } from "../../lib/site/use-root-data.ts";
import * as styles from "./site-footer.css.ts";

/** The site footer of spec §2: link columns, hotline, QR codes, filing numbers, policy links, operator. */
export function SiteFooter() {
  const { footerData, platformConfigData } = useSite();
  const { branding, origin } = useRootData();
  const columns = footerColumns(footerData, branding.platformCode, branding.hiddenSections);
  // Drawn from the configured addresses (routes/qr-code.ts); the app's may be an uploaded image
  // (codeImg, in the branding). A code with no configured address is left out.
  const qr = platformAppLinks(platformConfigData, origin).qr;
  const qrCodes = QR_CODE_KINDS.filter((kind) => qr[kind] !== null).map((kind) => ({
    kind,
    src: kind === "app-download" ? branding.codeImg : qrCodePath(kind),
  }));
  return (
    <footer className={styles.footer}>
      <div className={`${contentWidth} ${styles.columns}`}>
        <div className={styles.linkColumns}>
          {columns.map((column) => (
            <section key={column.articleTitle} className={styles.column} aria-label={column.articleTitle}>
              <h2 className={styles.columnTitle}>{column.articleTitle}</h2>
              <ul className={styles.linkList}>
                {(column.children ?? []).map((link) => (
                  <li key={`${link.id ?? ""}-${link.articleTitle}`}>
                    <FooterLink item={link} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className={styles.contact}>
          <span>{messages.footerHotlineLabel}</span>
          {/* The platform's own line and hours (back office 平台设置); the catalogue's until one is set. */}
          <p className={styles.hotline} data-testid="footer-hotline">
            {platformConfigData?.hotline || messages.footerHotline}
          </p>
          <span>
            {platformConfigData?.serviceHours
              ? formatMessage("footer.service-hours", { hours: platformConfigData.serviceHours })
              : formatMessage("footer.hotline-hours")}
          </span>
        </div>
        <div className={styles.qrRow}>
          {qrCodes.map(({ kind, src }) => (
            <QrCode key={kind} src={src} label={QR_LABELS[kind]} />
          ))}
          <nav className={styles.appLinks} aria-label={messages.footerAppDownloads}>
            <a href="/download-h5">{messages.downloadTitle}</a>
            <a href="/download-jl-h5">{messages.downloadJl.title}</a>
          </nav>
        </div>
      </div>
      <div className={styles.bottom}>
        <nav className={styles.bottomLinks} aria-label={messages.footerPolicies}>
          <a href="/default/global-search/privacy-policy">{formatMessage("footer.privacy-policy")}</a>
          <a href="/default/global-search/copyright-notice">{formatMessage("footer.copyright-notice")}</a>
          <a href="/default/global-search/user-agreement">{formatMessage("footer.user-agreement")}</a>
        </nav>
        <div className={styles.bottomLinks}>
          <a href={messages.footerIcpUrl} target="_blank" rel="noopener noreferrer">
            {messages.footerIcp}
          </a>
          <a href={messages.footerPublicSecurityUrl} target="_blank" rel="noopener noreferrer">
            {messages.footerPublicSecurity}
          </a>
        </div>
        <span>
          {messages.footerCopyright} {messages.footerOperator}
        </span>
      </div>
    </footer>
  );
}

/** A footer link: its url in a new window, else the help page with its id (the domain decides). */
function FooterLink({ item }: { item: FooterItem }) {
  const navigate = useNavigate();
  const target = footerLinkTarget(item);
  if (target === null) return <span>{item.articleTitle}</span>;
  if (target.kind === "url") {
    return (
      <a href={target.href} className={styles.linkButton} target="_blank" rel="noopener noreferrer">
        {item.articleTitle}
      </a>
    );
  }
  return (
    <a
      href={target.to}
      className={styles.linkButton}
      onClick={(event) => {
        event.preventDefault();
        navigate(target.to);
      }}
    >
      {item.articleTitle}
    </a>
  );
}

function QrCode({ src, label }: { src: string; label: string }) {
  return (
    <figure className={styles.qr}>
      {/* Not lazy: on a narrow screen the whole page, footer included, is in the first view (its
          1200 px minimum width is zoomed out to fit), where a lazy image loads only after layout
          and paints last. A small SVG, at the browser's own priority. */}
      <img src={src} alt={`${label}二维码`} width={130} height={130} />
      <figcaption>{label}</figcaption>
    </figure>
  );
}
