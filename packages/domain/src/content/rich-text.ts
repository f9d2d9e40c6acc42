import sanitizeHtml from "sanitize-html";

/**
 * What article and help HTML may hold: structure and emphasis, tables, links, and images from the
 * platform's own storage only. No scripts, styles, frames, forms or event attributes survive.
 * The services sanitise before storing and the portal again when it renders (a subpath of its own,
 * so browser bundles that import the domain never carry the HTML parser).
 */
const policy = (isPlatformImageSource: (src: string) => boolean): sanitizeHtml.IOptions => ({
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "blockquote",
    "ul",
    "ol",
    "li",
    "table",
    "caption",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "a",
    "img",
    "figure",
    "figcaption",
    "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Links never hand the reader's page to the site they open.
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }) },
  // An image from anywhere else is dropped (it could track readers or impersonate the platform).
  exclusiveFilter: (frame) => frame.tag === "img" && !isPlatformImageSource(frame.attribs.src ?? ""),
});

/** The sanitiser of one deployment: images only from the given address prefixes (the platform's own). */
export interface RichTextSanitizer {
  /** Whether an image address is one of the platform's own (relative, under an allowed prefix, no way out). */
  isPlatformImageSource(src: string): boolean;
  /** Article or help HTML reduced to the rich-text policy. */
  sanitize(html: string): string;
}

/** A sanitiser whose images may come only from `imagePrefixes` (the object store's and the static files' paths). */
export function createRichTextSanitizer(imagePrefixes: readonly string[]): RichTextSanitizer {
  const isPlatformImageSource = (src: string) => !src.includes("..") && !src.includes("\\") && imagePrefixes.some((prefix) => src.startsWith(prefix));
  const options = policy(isPlatformImageSource);
  return { isPlatformImageSource, sanitize: (html) => sanitizeHtml(html, options) };
}
