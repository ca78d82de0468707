// Post and page bodies (docs/content.md): written in Markdown, stored and served as sanitised HTML.
// markdown-it with raw HTML off makes the HTML; sanitize-html keeps only an allowlist of tags and
// attributes on the way in, and again on the way out (sanitizeHtml), so that nothing stored by any
// road (an old row, a direct database edit) reaches a page unchecked.
import MarkdownIt from "markdown-it";
import sanitize from "sanitize-html";

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const ALLOWED: sanitize.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "s",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "code",
    "pre",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], img: ["src", "alt", "title", "width", "height"], th: ["scope"] },
  // Site paths and web links only: no javascript:, data:, vbscript: or protocol-relative tricks.
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A link away from the site says it is not ours to vouch for.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "") ? { ...attribs, rel: "noopener nofollow ugc" } : attribs,
    }),
  },
  allowedClasses: {},
  allowedStyles: {},
};

export function sanitizeHtml(html: string): string {
  return sanitize(html.replace(/\0/g, ""), ALLOWED);
}

/** Markdown to the HTML that is stored: rendered without raw HTML, then sanitised. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source.replace(/\0/g, "")));
}

/** The text of sanitised HTML (for search and the word count). */
export function textOf(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes to read, at about 200 words a minute (Vietnamese syllables are words here), at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}
