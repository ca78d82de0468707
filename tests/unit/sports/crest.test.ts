import { describe, expect, it } from "vitest";
import { CREST_PALETTE, crestColours, crestSvg, escapeXml, personInitials, playerSvg, teamInitials } from "../../../contract/sports/crest";
import { checkSvg, titleOf } from "./svg-check";

// WCAG 2 relative luminance and contrast ratio, written from the definition.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe("a team's initials", () => {
  it.each([
    // Premier League
    ["Arsenal FC", "AR"],
    ["AFC Bournemouth", "BO"],
    ["Brighton & Hove Albion FC", "BHA"],
    ["Manchester United FC", "MU"],
    ["Manchester City", "MC"],
    ["Nottingham Forest", "NF"],
    ["West Ham United", "WHU"],
    ["Wolverhampton Wanderers", "WW"],
    ["Tottenham Hotspur", "TH"],
    // La Liga and around
    ["Real Madrid CF", "RM"],
    ["Club Atlético de Madrid", "AM"],
    ["Rayo Vallecano de Madrid", "RVM"],
    ["Real Betis Balompié", "RBB"],
    ["Athletic Club", "AT"],
    ["FC Barcelona", "BA"],
    ["Paris Saint-Germain", "PSG"],
    ["FC Bayern München", "BM"],
    ["1. FC Köln", "KO"],
    ["A.F.C. Sunderland", "SU"],
    ["PSV", "PSV"],
    ["Newell's Old Boys", "NOB"],
    // V.League and national teams, in Vietnamese
    ["Hoàng Anh Gia Lai", "HAG"],
    ["Hà Nội", "HN"],
    ["Công An Hà Nội", "CAH"],
    ["Thể Công - Viettel", "TCV"],
    ["SHB Đà Nẵng", "SĐN"],
    ["Đông Á Thanh Hóa", "ĐAT"],
    ["Việt Nam", "VN"],
    ["Ấn Độ", "AĐ"],
    // NBA
    ["Los Angeles Lakers", "LAL"],
    ["Boston Celtics", "BC"],
    // Edge cases: only filler words, no letter at all
    ["FC", "FC"],
    ["  ", ""],
    ["1899", ""],
  ])("%s → %s", (name, initials) => {
    expect(teamInitials(name)).toBe(initials);
  });
});

describe("a player's initials", () => {
  it.each([
    ["Kevin De Bruyne", "KDB"],
    ["Virgil van Dijk", "VVD"],
    ["Nguyễn Quang Hải", "NQH"],
    ["Neymar", "N"],
    ["Bruno Miguel Borges Fernandes", "BMF"],
    ["", ""],
  ])("%s → %s", (name, initials) => {
    expect(personInitials(name)).toBe(initials);
  });
});

describe("the palette", () => {
  it.each(CREST_PALETTE.map((pair) => [pair.field, pair.charge] as const))("%s under %s reads at 4.5:1 or better", (field, charge) => {
    expect(contrast(field, charge)).toBeGreaterThanOrEqual(4.5);
  });

  it("has no pair twice", () => {
    expect(new Set(CREST_PALETTE.map((pair) => `${pair.field}/${pair.charge}`)).size).toBe(CREST_PALETTE.length);
  });

  it("spreads ids over most pairs", () => {
    const used = new Set(Array.from({ length: 500 }, (_, id) => crestColours(id)));
    expect(used.size).toBeGreaterThanOrEqual(CREST_PALETTE.length - 1);
  });
});

describe("the pictures", () => {
  const teams = [
    { id: 12, name: "Hoàng Anh Gia Lai", kind: "club" },
    { id: 13, name: "Hoàng Anh Gia Lai", kind: "club" },
    { id: "t-30", name: "Việt Nam", kind: "national" },
  ] as const;

  it("are the same bytes for the same input, every time", () => {
    for (const team of teams) expect(crestSvg({ ...team })).toBe(crestSvg({ ...team }));
    expect(playerSvg({ id: 7, name: "Nguyễn Công Phượng" })).toBe(playerSvg({ id: 7, name: "Nguyễn Công Phượng" }));
    // Colours follow the id, not the name or the call order.
    expect(crestColours(12)).toEqual(crestColours("12"));
    expect(crestSvg(teams[0])).toContain(`fill="${crestColours(12).field}"`);
  });

  it("are a shield for a club and a round badge for a national team, with the initials", () => {
    const club = crestSvg(teams[0]);
    const national = crestSvg(teams[2]);
    expect(club).toContain(">HAG</text>");
    expect(club).not.toContain("<circle");
    expect(national).toContain(">VN</text>");
    expect(national).toContain("<circle");
    expect(playerSvg({ id: 7, name: "Nguyễn Công Phượng" })).toContain(">NCP</text>");
  });

  it("are well-formed, safe SVG titled with the name", () => {
    for (const svg of [...teams.map((team) => crestSvg(team)), playerSvg({ id: 1, name: "Quang Hải" })]) {
      expect(checkSvg(svg).problems).toEqual([]);
    }
    expect(titleOf(crestSvg(teams[2]))).toBe("Việt Nam");
  });

  it("escape a hostile name", () => {
    const hostile = `<script>&"'</script><svg onload="alert(1)">`;
    for (const svg of [
      crestSvg({ id: 1, name: hostile, kind: "club" }),
      crestSvg({ id: 1, name: hostile, kind: "national" }),
      playerSvg({ id: 1, name: hostile }),
    ]) {
      expect(checkSvg(svg).problems).toEqual([]);
      expect(titleOf(svg)).toBe("&lt;script&gt;&amp;&quot;&apos;&lt;/script&gt;&lt;svg onload=&quot;alert(1)&quot;&gt;");
      expect(svg.match(/<svg/g)).toHaveLength(1);
    }
  });

  it("leave out characters XML cannot hold, and cut a very long name", () => {
    expect(escapeXml("a\u0000b\u001bc\ud800d\ufffe")).toBe("abcd");
    expect(escapeXml("🙂")).toBe("🙂");
    const svg = crestSvg({ id: 2, name: `${"Ð".repeat(5000)}\u0007`, kind: "club" });
    expect(checkSvg(svg).problems).toEqual([]);
    expect(titleOf(svg)).toHaveLength(100);
  });
});
