import {
  type FooterItem,
  footerColumns,
  footerLinkTarget,
  formatMessage,
  ICP_LOOKUP_URL,
  PUBLIC_SECURITY_LOOKUP_URL,
  platformAppLinks,
  QR_CODE_KINDS,
  safeHref,
} from "@cidp/domain";
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
  // A platform with its own 备案号 shows its own 公安备案号 or none; the catalogue's goes with the catalogue's ICP number.
  const publicSecurity = platformConfigData?.icpNumber
    ? platformConfigData.publicSecurityNumber
    : platformConfigData?.publicSecurityNumber || messages.footerPublicSecurity;
  // Checked when saved; made safe again here, as every CMS link is.
  const footerLinks = (platformConfigData?.footerLinks ?? []).map((link) => ({ title: link.title, url: safeHref(link.url) })).filter((link) => link.url !== "");
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
        {footerLinks.length > 0 && (
          <nav className={styles.bottomLinks} aria-label={messages.footerPlatformLinks} data-testid="footer-platform-links">
            {footerLinks.map((link) => (
              <a key={`${link.title}-${link.url}`} href={link.url} target="_blank" rel="noopener noreferrer">
                {link.title}
              </a>
            ))}
          </nav>
        )}
        {/* The platform's own filing numbers and operator (平台设置); the catalogue's until they are set. */}
        <div className={styles.bottomLinks}>
          <a href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer" data-testid="footer-icp">
            {platformConfigData?.icpNumber || messages.footerIcp}
          </a>
          {publicSecurity && (
            <a href={PUBLIC_SECURITY_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
              {publicSecurity}
            </a>
          )}
        </div>
        <span data-testid="footer-operator">
          {messages.footerCopyright}{" "}
          {platformConfigData?.operatingCompany ? `${messages.footerOperatorLabel}${platformConfigData.operatingCompany}` : messages.footerOperator}
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
