import { html, raw, type SafeHtml } from "../../login-site/html.ts";

// Colours meet WCAG AA on white: text #1f2937, links and buttons #1d4ed8 (6.7:1), errors and the
// reject button #b91c1c (5.9:1), success #166534 (7.1:1). Focus is a 3 px outline, never removed.
const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.6 "PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;color:#1f2937;background:#f3f4f6}
a{color:#1d4ed8}
a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
header{display:flex;align-items:center;justify-content:space-between;gap:16px;padding:12px 24px;background:#fff;border-bottom:1px solid #d1d5db}
header p{margin:0;font-weight:600}
header nav{display:flex;gap:16px;align-items:center}
header form{margin:0}
main{max-width:1100px;margin:24px auto;padding:24px 32px;background:#fff;border-radius:8px}
main.narrow{max-width:440px}
h1{font-size:22px;margin:0 0 16px}
h2{font-size:18px;margin:24px 0 8px}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb;vertical-align:top}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px}
dt{font-weight:600}
dd{margin:0;word-break:break-all}
.field{margin-bottom:16px}
.field label{display:block;font-weight:600;margin-bottom:4px}
input[type=text],input[type=password],textarea{width:100%;padding:10px 12px;font-size:16px;border:1px solid #6b7280;border-radius:4px;font-family:inherit}
button{cursor:pointer;font-size:16px;border-radius:4px;padding:10px 16px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff}
button.secondary{background:#fff;color:#1d4ed8}
button.danger{background:#b91c1c;border-color:#b91c1c}
.error{color:#b91c1c}
.success{color:#166534}
.images{display:flex;flex-wrap:wrap;gap:16px}
.images figure{margin:0}
.images img{max-width:480px;max-height:320px;border:1px solid #d1d5db}
.decisions{display:flex;flex-wrap:wrap;gap:32px;align-items:flex-start}
.decisions form{flex:1;min-width:280px}
.qr svg{width:200px;height:200px}
code{font-size:18px;letter-spacing:2px;word-break:break-all}
.muted{color:#4b5563}
`;

/** Who is logged in, for the header; null on the log-in pages. */
export interface OperatorFrame {
  displayName: string;
  /** The staff role, shown beside the name. */
  role: string;
  csrf: string;
  /** The areas the role may open: the header links only those (the routes check again). */
  areas: { review: boolean; orders: boolean; audit: boolean; staff: boolean };
}

/** The operator area's document: its own header, no portal chrome, inline style under the CSP nonce. */
export function operatorDocument(title: string, nonce: string, frame: OperatorFrame | null, main: SafeHtml, narrow = false): string {
  return `<!doctype html>${html`<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${title} - 平台运营审核</title>
<link rel="icon" href="data:,">
<style nonce="${nonce}">${raw(styles)}</style>
</head>
<body>
<header>
<p>建筑产业互联网平台 · 运营审核</p>
${
  frame
    ? html`<nav aria-label="运营导航">${frame.areas.review ? html`<a href="/operator">待审核</a>` : ""}${frame.areas.orders ? html`<a href="/operator/orders">服务订单</a>` : ""}${frame.areas.audit ? html`<a href="/operator/audit">操作日志</a>` : ""}${frame.areas.staff ? html`<a href="/operator/staff">运营账号</a>` : ""}<span>${frame.displayName}（${frame.role}）</span>
<form method="post" action="/operator/logout"><input type="hidden" name="_csrf" value="${frame.csrf}"><button type="submit" class="secondary">退出</button></form></nav>`
    : ""
}
</header>
<main id="main"${narrow ? raw(' class="narrow"') : ""}>
${main}
</main>
</body>
</html>`}`;
}

/** A message line: role=alert for errors, status for results. */
export function messageLine(kind: "error" | "success", text: string | null): SafeHtml {
  if (!text) return html``;
  return kind === "error" ? html`<p class="error" role="alert">${text}</p>` : html`<p class="success" role="status">${text}</p>`;
}
