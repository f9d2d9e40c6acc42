import { sanitizeRichText } from "../../http/rich-text.ts";
import { articleCover, pictureUrl } from "../media/media-catalogue.ts";
import { type ArticleTable, type ArticleText, articleTexts, type Channel } from "./article-bodies.data.ts";

/** Figures as a table: a caption, column headings, rows of cells. */
function table({ caption, head, rows }: ArticleTable): string {
  const headings = head.map((text) => `<th scope="col">${text}</th>`).join("");
  const body = rows.map((row) => `<tr>${row.map((text) => `<td>${text}</td>`).join("")}</tr>`).join("");
  return `<table><caption>${caption}</caption><thead><tr>${headings}</tr></thead><tbody>${body}</tbody></table>`;
}

/** An article's body: its sections (headings and paragraphs), its figures after the first, its picture. */
function body(channel: Channel, article: ArticleText, i: number): string {
  const sections = article.sections.map(([heading, ...paragraphs], k) => {
    const figures = k === 0 && article.table ? table(article.table) : "";
    return `<h2>${heading}</h2>${paragraphs.map((text) => `<p>${text}</p>`).join("")}${figures}`;
  });
  return sanitizeRichText(
    `${sections.join("")}<p><img src="${pictureUrl(articleCover(channel, i, article.title))}" alt="${article.title}配图" width="640" height="400"></p>`,
  );
}

/** Nine in the morning, China time, of a publication day; never later than `now` (newest first kept). */
function publicationTime(date: string, now: number, i: number): Date {
  return new Date(Math.min(Date.parse(`${date}T09:00:00+08:00`), now - i * 60_000));
}

/** Every seeded article of every channel, as rows of the article table (article-bodies.data.ts holds the text). */
export function articleLibrary(now: number) {
  return (Object.keys(articleTexts) as Channel[]).flatMap((channel) =>
    articleTexts[channel].map((article, i) => ({
      category: channel,
      title: article.title,
      summary: article.summary,
      source: article.source,
      author: (channel === "news" || channel === "industry") && i % 2 === 1 ? "记者 王雪" : "平台编辑部",
      content: body(channel, article, i),
      coverImg: pictureUrl(articleCover(channel, i, article.title)),
      viewCount: 120 + ((i * 37) % 500),
      publishedAt: publicationTime(article.date, now, i),
      ...(article.policy ?? {}),
    })),
  );
}
