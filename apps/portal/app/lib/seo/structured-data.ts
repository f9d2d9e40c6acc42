import type { MetaDescriptor } from "react-router";
import { messages } from "../messages.ts";

/**
 * schema.org structured data (JSON-LD) for the detail pages a search engine lists: what each page
 * is (an article, an organisation, a product, a course) and where it sits (BreadcrumbList). Each
 * builder takes only what the page shows, so the data never says more than the page.
 */

type Node = Record<string, unknown>;

/** One step of a page's trail: its name and its path on this portal. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * A detail page's trail from the home page: 首页 › its section › the page, with absolute addresses
 * on the request's host.
 */
export function breadcrumbList(origin: string, section: Crumb, page: Crumb): Node {
  const crumbs = [{ name: messages.breadcrumbHome, path: "/default/home" }, section, page];
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: `${origin}${crumb.path}` })),
  };
}

/** A `yyyy-MM-dd HH:mm:ss` time of the services (China time) as ISO 8601 with its offset. */
const isoChinaTime = (time: string) => `${time.replace(" ", "T")}+08:00`;

/** A news item or knowledge article: its headline, publication time and publisher. */
export function articleNode(type: "NewsArticle" | "Article", article: { title: string; summary: string; publishTime: string; source: string }): Node {
  return {
    "@type": type,
    headline: article.title.slice(0, 110),
    ...(article.summary ? { description: article.summary } : {}),
    datePublished: isoChinaTime(article.publishTime),
    author: { "@type": "Organization", name: article.source || "平台编辑部" },
  };
}

/** A company of the directory. */
export function organizationNode(
  company: { name: string; address?: string | undefined; introduction?: string | undefined; industry?: string | undefined },
  url: string,
): Node {
  return {
    "@type": "Organization",
    name: company.name,
    url,
    ...(company.address ? { address: company.address } : {}),
    ...(company.introduction ? { description: company.introduction } : {}),
    ...(company.industry ? { knowsAbout: company.industry } : {}),
  };
}

/** An offer in 元 (the price as the page shows it, two decimals). */
const offer = (yuan: string, url: string) => ({ "@type": "Offer", price: yuan, priceCurrency: "CNY", availability: "https://schema.org/InStock", url });

/** A service package on sale. */
export function productNode(item: { name: string; description: string; yuan: string; seller: string }, url: string): Node {
  return {
    "@type": "Product",
    name: item.name,
    description: item.description,
    brand: { "@type": "Organization", name: item.seller },
    offers: offer(item.yuan, url),
  };
}

/** A law lesson: what it teaches, who gives it, what it costs. */
export function courseNode(lesson: { title: string; summary: string; lecturer: string; yuan: string; provider: string }, url: string): Node {
  return {
    "@type": "Course",
    name: lesson.title,
    description: lesson.summary,
    provider: { "@type": "Organization", name: lesson.provider },
    instructor: { "@type": "Person", name: lesson.lecturer },
    offers: { ...offer(lesson.yuan, url), category: lesson.yuan === "0.00" ? "Free" : "Paid" },
  };
}

/** The page's JSON-LD as one `<script type="application/ld+json">`: its nodes in one graph. */
export function structuredData(...nodes: Node[]): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", "@graph": nodes } };
}
