import { html, type SafeHtml } from "../html.ts";

/** A short result page: a heading, one sentence and one link onward. */
export function noticePage(title: string, text: string, link: { href: string; label: string }): SafeHtml {
  return html`<h1>${title}</h1>
<p role="status">${text}</p>
<p><a href="${link.href}">${link.label}</a></p>`;
}
