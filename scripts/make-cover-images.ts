// Makes the shipped posts' cover images (docs/content.md): a 1200×630 JPEG per post (the size link
// previews use), drawn from its header's headline and colours with sharp, into public/images/covers/.
// Run after adding or changing a post: `npm run content:covers`. Existing covers are redrawn.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { readShippedContent } from "../server/content/shipped";

const WIDTH = 1200;
const HEIGHT = 630;
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Greedy line breaking by characters: the headline's font is wide enough for about 18 per line. */
function lines(text: string, perLine = 18): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > perLine) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.slice(0, 4);
}

function coverSvg(headline: string, category: string, colors: [string, string]): string {
  const headlineLines = lines(headline);
  const top = 315 - ((headlineLines.length - 1) * 84) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <circle cx="1040" cy="120" r="260" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="140" cy="600" r="200" fill="#000000" fill-opacity="0.10"/>
  <rect x="80" y="80" width="8" height="64" fill="#ffffff" fill-opacity="0.9"/>
  <text x="108" y="126" font-family="DejaVu Sans" font-size="34" font-weight="bold" fill="#ffffff" fill-opacity="0.9" letter-spacing="2">${escapeXml(category.toUpperCase())}</text>
  ${headlineLines
    .map(
      (line, index) =>
        `<text x="80" y="${top + index * 84 + 30}" font-family="DejaVu Sans" font-size="72" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("\n  ")}
  <text x="80" y="560" font-family="DejaVu Sans" font-size="30" font-weight="bold" fill="#ffffff" fill-opacity="0.85">vsport</text>
</svg>`;
}

async function main(): Promise<void> {
  const content = await readShippedContent();
  const names = new Map(content.categories.map((category) => [category.slug, category.name]));
  const folder = path.join(process.cwd(), "public", "images", "covers");
  mkdirSync(folder, { recursive: true });
  for (const post of content.posts) {
    const svg = coverSvg(post.cover.headline, names.get(post.category) ?? "", post.cover.colors);
    await sharp(Buffer.from(svg))
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(path.join(folder, `${post.slug}.jpg`));
  }
  console.info(`${content.posts.length} covers in ${path.relative(process.cwd(), folder)}`);
}

void main();
