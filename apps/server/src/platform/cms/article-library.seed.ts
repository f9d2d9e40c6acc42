import { PARTY_BUILDING_MODULE_CODE } from "@cidp/domain";
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

/** The demo's party-building modules besides 党建要闻 (202408150001, reference data). */
export const demoPartyModules = [
  { code: "202408150002", name: "党员教育" },
  { code: "202408150003", name: "支部风采" },
];

/** Which seeded 党建 articles belong to the demo's other modules; the rest are 党建要闻's. */
const partyModuleOf: Readonly<Record<string, string>> = {
  青年党员赴杨靖宇烈士陵园开展党性教育: "202408150002",
  学习贯彻全会精神专题党课: "202408150002",
  平台党支部开展主题党日活动: "202408150002",
  平台党支部获评先进基层党组织: "202408150003",
  平台党支部与施工企业开展联学联建: "202408150003",
  平台党支部召开2025年度组织生活会: "202408150003",
};

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
      moduleCode: channel === "party" ? (partyModuleOf[article.title] ?? PARTY_BUILDING_MODULE_CODE) : null,
      ...(article.policy ?? {}),
    })),
  );
}
