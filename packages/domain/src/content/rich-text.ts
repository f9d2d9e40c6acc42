import sanitizeHtml from "sanitize-html";

/**
 * What article and help HTML may hold: structure and emphasis, tables, links, and images from the
 * platform's own storage only. No scripts, styles, frames, forms or event attributes survive.
 * The services sanitise before storing and the portal again when it renders (a subpath of its own,
 * so browser bundles that import the domain never carry the HTML parser).
 */
const policy: sanitizeHtml.IOptions = {
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
};

/** Where images may come from: the platform's object store and the portal's static files. */
const IMAGE_SOURCE_PREFIXES = ["/api/cidp-oss/", "/static/"] as const;

/** Whether an image address is one of the platform's own (relative, under an allowed prefix, no way out). */
export function isPlatformImageSource(src: string): boolean {
  return !src.includes("..") && !src.includes("\\") && IMAGE_SOURCE_PREFIXES.some((prefix) => src.startsWith(prefix));
}

/** Article or help HTML reduced to the rich-text policy. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, policy);
}
