import { createRequire } from "node:module";
import { Jieba } from "@node-rs/jieba";

// jieba's dictionary costs ~60 MB and half a second: loaded on the first text to cut, so a server
// that nobody searches and that has nothing new to index stays small (README "Memory").
const require = createRequire(import.meta.url);
let jieba: Jieba | null = null;
function segmenter(): Jieba {
  jieba ??= Jieba.withDict((require("@node-rs/jieba/dict") as { dict: Uint8Array }).dict);
  return jieba;
}

// Words so common they tell nothing apart; single characters only, so 建 or 桥 stay searchable.
const STOP_WORDS = new Set("的了和与及或在是为对把被从向于就也都而之其这那个以等中".split(""));

/** A word worth indexing: it has a letter, digit or Han character, and is not a stop word. */
function isTerm(word: string): boolean {
  return /[\p{L}\p{N}]/u.test(word) && !STOP_WORDS.has(word);
}

function normalise(words: string[]): string[] {
  return words.map((word) => word.trim().toLowerCase()).filter(isTerm);
}

/**
 * The words of a text to index: jieba's search mode, which adds the dictionary words inside a long
 * word (装配式 gives 装配 too, 高质量 gives 质量), so a word inside a longer phrase is found.
 */
export function indexTerms(text: string): string[] {
  return [...new Set(normalise(segmenter().cutForSearch(text, true)))];
}

/** The most words a keyword is searched by (SEARCH_KEYWORD_MAX characters cut into at most this many). */
const MAX_QUERY_TERMS = 12;

/** The words of a keyword: jieba's precise mode, each must occur (the index holds the finer words as well). */
export function queryTerms(keyword: string): string[] {
  return [...new Set(normalise(segmenter().cut(keyword, true)))].slice(0, MAX_QUERY_TERMS);
}

/** A word quoted for a tsvector or tsquery literal, so nothing in it is read as syntax. */
export function quoteLexeme(term: string): string {
  return `'${term.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/**
 * The index's word for a document's type. jieba splits at punctuation, so no keyword can produce
 * it: the type filter is one more word of the query, answered by the GIN index like the others.
 */
export function kindTerm(kind: string): string {
  return `kind:${kind}`;
}

/** A tsquery of the terms, all required, and of the type when one is chosen. */
export function termsQuery(terms: readonly string[], kind?: string): string {
  const words = terms.map(quoteLexeme);
  if (kind) words.push(quoteLexeme(kindTerm(kind)));
  return words.join(" & ");
}
