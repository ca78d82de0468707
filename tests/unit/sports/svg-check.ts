// A small, strict check of the SVG this site ships or draws: well-formed XML (one root element,
// every tag closed in order, attributes quoted and not repeated, only XML's own entities) and nothing
// active in it (no script, no event attribute, no link out of the file). No XML parser is a
// dependency of the project; this one reads only what our SVG may contain.

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

export interface SvgElement {
  name: string;
  attributes: Record<string, string>;
}

/** The problems found in an SVG text; empty when it passes. Also returns its elements, in document order. */
export function checkSvg(text: string): { problems: string[]; elements: SvgElement[] } {
  const problems: string[] = [];
  const elements: SvgElement[] = [];
  const source = text.trim();
  if (!source.startsWith("<svg")) problems.push("does not start with <svg");
  const open: string[] = [];
  let roots = 0;
  let index = 0;
  while (index < source.length) {
    const next = source.indexOf("<", index);
    const textPart = source.slice(index, next === -1 ? source.length : next);
    if (ENTITY.test(textPart)) problems.push(`a bare & in text near ${index}`);
    if (textPart.trim() !== "" && open.length === 0) problems.push(`text outside the root element near ${index}`);
    if (next === -1) break;
    TAG.lastIndex = next;
    const match = TAG.exec(source);
    if (match === null) {
      problems.push(`not a well-formed tag near ${next}: ${source.slice(next, next + 30)}`);
      break;
    }
    const [whole, closing, name = "", attributeText = "", selfClosing] = match;
    if (closing) {
      if (attributeText !== "" || selfClosing) problems.push(`a malformed closing tag </${name}>`);
      if (open.pop() !== name) problems.push(`</${name}> closes nothing open`);
    } else {
      if (open.length === 0) roots += 1;
      const attributes: Record<string, string> = {};
      for (const [, key = "", double, single] of attributeText.matchAll(ATTRIBUTE)) {
        if (key in attributes) problems.push(`<${name}> repeats ${key}`);
        const value = double ?? single ?? "";
        if (ENTITY.test(value)) problems.push(`a bare & in <${name} ${key}>`);
        attributes[key] = value;
      }
      elements.push({ name, attributes });
      if (!selfClosing) open.push(name);
    }
    index = next + whole.length;
  }
  if (open.length > 0) problems.push(`unclosed: ${open.join(", ")}`);
  if (roots !== 1) problems.push(`${roots} root elements`);

  const root = elements[0];
  if (root?.name !== "svg") problems.push("the root is not <svg>");
  if (root !== undefined && !/^[\d.]+ [\d.]+ [\d.]+ [\d.]+$/.test(root.attributes.viewBox ?? "")) problems.push("no viewBox");
  if (!elements.some((element) => element.name === "title")) problems.push("no <title>");
  for (const element of elements) {
    if (/^(script|foreignObject|iframe|use|image)$/i.test(element.name)) problems.push(`a <${element.name}> element`);
    for (const [key, value] of Object.entries(element.attributes)) {
      if (/^on/i.test(key)) problems.push(`an event attribute ${key}`);
      if (/(^|:)href$/i.test(key) && !value.startsWith("#")) problems.push(`a link out: ${key}="${value}"`);
      if (/url\(\s*['"]?(?!#)/i.test(value)) problems.push(`a url() out in ${key}`);
    }
  }
  if (/<script/i.test(source)) problems.push("<script");
  return { problems, elements };
}

/** The text of the first <title> (entities left as they are). */
export function titleOf(text: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(text)?.[1];
}
