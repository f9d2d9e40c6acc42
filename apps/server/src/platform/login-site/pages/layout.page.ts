import { html, raw, type SafeHtml } from "../html.ts";
import { pageStyles } from "./page-styles.ts";

/** The region's branding shown on every page (from the platform configuration by host). */
export interface PageBrand {
  baseTitle: string;
  subTitle: string;
  /** An absolute URL, or null for no logo. */
  logoUrl: string | null;
}

/** What every page needs besides its content. */
export interface PageFrame {
  title: string;
  brand: PageBrand;
  /** The CSP nonce of this response, for the inline style and script. */
  nonce: string;
}

/** The document around a page: lang zh-CN, branding header, main landmark, optional script. */
export function renderDocument(frame: PageFrame, main: SafeHtml, script: string | null = null): string {
  const { brand, nonce } = frame;
  return `<!doctype html>${html`<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${frame.title} - ${brand.baseTitle}</title>
<link rel="icon" href="data:,">
<style nonce="${nonce}">${raw(pageStyles)}</style>
</head>
<body>
<header class="brand">
${brand.logoUrl ? html`<img src="${brand.logoUrl}" alt="">` : ""}
<div><p class="brand-title">${brand.baseTitle}</p>${brand.subTitle ? html`<p class="brand-sub">${brand.subTitle}</p>` : ""}</div>
</header>
<main id="main">
${main}
</main>
<footer>${brand.baseTitle}</footer>
${script ? html`<script nonce="${nonce}">${raw(script)}</script>` : ""}
</body>
</html>`}`;
}
