// The sitemaps' reads as the content grows (issue "flat at 1e6"): the list of every kind's files,
// which the index and every file of the portal start from, and a page of a file's entries. Files
// are ranges of ids, so neither reads more than a file whatever a kind's size.

import { sitemapCalls } from "@cidp/api-client/contract";
import type { BenchRow } from "../scale-harness.ts";

export const sitemapRows: BenchRow[] = [
  { name: "sitemap file list (every kind)", paths: [sitemapCalls.files.path], member: false, target: "flat" },
  {
    name: "sitemap entries, the first page of a file",
    paths: [`${sitemapCalls.entries.path}?type=news&size=1000`, `${sitemapCalls.entries.path}?type=products&size=1000`],
    member: false,
    target: "flat",
  },
];
