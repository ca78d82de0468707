import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { slugify, foldForSearch } from "../../../../contract/sports/search-text";
import { internationalCompetition } from "../../../../server/sports/catalogue/international-competitions";
import { findNationalTeam, NATIONAL_TEAMS } from "../../../../server/sports/catalogue/national-teams";
import { CITY_ZONES, COUNTRY_ZONES, venueZone } from "../../../../server/sports/catalogue/venue-zones";
import { readCsvFile } from "../../../../server/sports/import/sources/csv";
import { readFileSync } from "node:fs";

const DATA = join(__dirname, "../../../../datasets/sports");

describe("foldForSearch (contract/sports/search-text.ts) on team names", () => {
  it("lowercases and strips Vietnamese diacritics, đ included", () => {
    expect(foldForSearch("Việt Nam")).toBe("viet nam");
    expect(foldForSearch("  VIỆT   NAM ")).toBe("viet nam");
    expect(foldForSearch("Đông Timor")).toBe("dong timor");
    expect(foldForSearch("Ả Rập Xê Út")).toBe("a rap xe ut");
    expect(foldForSearch("Thụy Điển")).toBe(foldForSearch("thuy dien"));
    expect(foldForSearch("Côte d'Ivoire")).toBe("cote d ivoire");
  });
});

describe("national teams", () => {
  it("resolves the spellings of every source and FIFA's own names", () => {
    expect(findNationalTeam("USA")?.name).toBe("United States");
    expect(findNationalTeam("Korea Republic")?.vi).toBe("Hàn Quốc");
    expect(findNationalTeam("IR Iran")?.name).toBe("Iran");
    expect(findNationalTeam("Côte d'Ivoire")?.name).toBe("Ivory Coast");
    expect(findNationalTeam("Türkiye")?.name).toBe("Turkey");
    expect(findNationalTeam("Czechia")?.name).toBe("Czech Republic");
    expect(findNationalTeam("Chinese Taipei")?.name).toBe("Taiwan");
    expect(findNationalTeam("East Germany")?.name).toBe("German DR");
    expect(findNationalTeam("West Germany")).toMatchObject({ vi: "Tây Đức", successor: "Germany" });
    expect(findNationalTeam("viet nam")?.vi).toBe("Việt Nam");
    expect(findNationalTeam("Vietnam")).toMatchObject({ vi: "Việt Nam", fifa: "VIE" });
  });

  it("has every team of Fjelstul's teams.csv, of worldcup.json 2022 and of results.csv's World Cups", () => {
    const fjelstul = readCsvFile(join(DATA, "fjelstul-worldcup/teams.csv")).rows.map((r) => r.values.team_name!);
    const wc = JSON.parse(readFileSync(join(DATA, "worldcup.json/2022/worldcup.json"), "utf8")) as {
      matches: { team1: string; team2: string }[];
    };
    const results = readCsvFile(join(DATA, "international/results.csv"))
      .rows.filter((r) => r.values.tournament === "FIFA World Cup" && r.values.date! < "2023-01-01")
      .flatMap((r) => [r.values.home_team!, r.values.away_team!]);
    const names = new Set([...fjelstul, ...wc.matches.flatMap((m) => [m.team1, m.team2]), ...results]);
    expect([...names].filter((name) => !findNationalTeam(name))).toEqual([]);
  });

  it("lists each team once, with a Vietnamese name", () => {
    const names = NATIONAL_TEAMS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const team of NATIONAL_TEAMS) expect(team.vi.length).toBeGreaterThan(0);
    for (const team of NATIONAL_TEAMS) if (team.successor) expect(findNationalTeam(team.successor)).toBeDefined();
  });
});

describe("venue zones", () => {
  it("are all IANA zones this Node knows", () => {
    const zones = [...Object.values(COUNTRY_ZONES), ...Object.values(CITY_ZONES).flatMap((cities) => Object.values(cities))];
    for (const zone of zones) expect(() => new Intl.DateTimeFormat("en", { timeZone: zone }), zone).not.toThrow();
  });

  it("go city by city in hosts spanning zones, strictly when asked", () => {
    expect(venueZone("Russia", "Yekaterinburg", { strictCities: true })).toBe("Asia/Yekaterinburg");
    expect(venueZone("United States", "Springfield", { strictCities: true })).toBeUndefined();
    expect(venueZone("United States", "Springfield")).toBe("America/New_York");
    expect(venueZone("Qatar", "Lusail", { strictCities: true })).toBe("Asia/Qatar");
    expect(venueZone("Atlantis")).toBeUndefined();
  });
});

describe("international competitions", () => {
  it("maps the tournament texts to catalogue codes; others to intl:<slug>", () => {
    expect(internationalCompetition("AFF Championship").code).toBe("asean-cup");
    expect(internationalCompetition("ASEAN Championship").code).toBe("asean-cup");
    expect(internationalCompetition("FIFA World Cup qualification")).toMatchObject({ code: "world-cup-qualification", season: "year" });
    expect(internationalCompetition("Merdeka Tournament")).toMatchObject({
      code: "intl:merdeka-tournament",
      name: "Merdeka Tournament",
      season: "edition",
    });
    expect(internationalCompetition("Copa América qualification")).toMatchObject({
      code: "intl:copa-america-qualification",
      season: "year",
    });
    expect(slugify("Morocco, Capital of African Football")).toBe("morocco-capital-of-african-football");
  });
});
