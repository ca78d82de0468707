import { describe, expect, it } from "vitest";
import { readingMinutes, renderMarkdown, sanitizeHtml, textOf, wordCount } from "../../../server/content/markup";

// Known XSS payloads (after OWASP's filter evasion cheat sheet): none may leave a script, an event
// handler, a javascript:/data:/vbscript: URL or a style behind.
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>",
  '<img src="x" onerror="alert(1)">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="jav\u0000ascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/x">x</a>',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<body onload=alert(1)>",
  '<iframe src="https://evil.example"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name="x"></form>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="behavior: url(xss.htc)">x</div>',
  "<style>body{background:red}</style>",
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<p onclick="alert(1)" ONMOUSEOVER="alert(2)">x</p>',
  '<img src="https://ok.example/a.png" onload="alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  "<<script>script>alert(1)<</script>/script>",
  '<a href="https://ok.example" target="_blank" onfocus="alert(1)" autofocus>x</a>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<template><script>alert(1)</script></template>",
  '"><img src=x onerror=alert(1)>',
];

const DANGEROUS = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /style\s*=/i,
  /<style/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<svg/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /href="\/\//i,
];

/** The markup of an output: its tags, with their attributes (text is escaped, so it cannot run). */
const tagsOf = (html: string) => html.match(/<[^>]*>/g) ?? [];

describe("the body sanitiser", () => {
  it.each(PAYLOADS)("leaves nothing dangerous of %s", (payload) => {
    for (const output of [sanitizeHtml(payload), renderMarkdown(payload), sanitizeHtml(sanitizeHtml(payload))])
      for (const tag of tagsOf(output)) for (const pattern of DANGEROUS) expect(tag, `${pattern} in ${output}`).not.toMatch(pattern);
  });

  it("keeps an article's Markdown: headings, paragraphs, lists, emphasis, quotes and safe links", () => {
    const html = renderMarkdown(
      "## Hiệp một\n\nMessi mở tỉ số **phút 23**.\n\n- Di María\n- Mbappé\n\n> Một trận chung kết lịch sử.\n\n[Trận đấu](/schedule/argentina-vs-phap-2022-12-18) · [FIFA](https://www.fifa.com)",
    );
    expect(html).toContain("<h2>Hiệp một</h2>");
    expect(html).toContain("<strong>phút 23</strong>");
    expect(html).toContain("<li>Di María</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<a href="/schedule/argentina-vs-phap-2022-12-18">Trận đấu</a>');
    expect(html).toContain('<a href="https://www.fifa.com" rel="noopener nofollow ugc">FIFA</a>');
  });

  it("shows raw HTML typed in Markdown as text, not as markup", () => {
    expect(renderMarkdown("Xin chào <b>bạn</b>")).toBe("<p>Xin chào &lt;b&gt;bạn&lt;/b&gt;</p>\n");
  });

  it("counts words and reading minutes from the text", () => {
    const text = textOf(renderMarkdown("## Tiêu đề\n\nMột hai ba &amp; bốn."));
    expect(text).toBe("Tiêu đề Một hai ba bốn.");
    expect(wordCount(text)).toBe(6);
    expect(readingMinutes(90)).toBe(1);
    expect(readingMinutes(700)).toBe(4);
  });
});
