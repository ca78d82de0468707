import { describe, expect, it } from "vitest";
import { type MatchDetail } from "../../../contract/sports/api";
import { matchDay, matchTimes, sportsEventJsonLd } from "~/services/sports/match-page.server";

const FINAL = {
  id: 4136,
  slug: "argentina-vs-phap-2022-12-18",
  sport: "football",
  competition: { id: 7, code: "world-cup", slug: "world-cup", name: "FIFA World Cup", nameVi: "World Cup" },
  season: "2022",
  kickoffAt: "2022-12-18T15:00:00.000Z",
  kickoffDate: "2022-12-18",
  timeKnown: true,
  status: "Ended",
  home: { id: 1, slug: "argentina", name: "Argentina", nameVi: "Argentina", kind: "national", code: "ARG" },
  away: { id: 2, slug: "phap", name: "France", nameVi: "Pháp", kind: "national", code: "FRA" },
  venue: { name: "Lusail Stadium", city: "Lusail", country: "Qatar" },
} as MatchDetail;

describe("the match page's times, in Bangkok", () => {
  it("gives the kick-off with spec section 9's relative labels and the full date", () => {
    // 22:00 in Bangkok on the 18th; "now" the same evening.
    const times = matchTimes(FINAL, Date.parse("2022-12-18T12:00:00Z"));
    expect(times).toEqual({ kickoff: "Hôm nay 22:00", date: expect.stringContaining("18 tháng 12, 2022"), dateTime: FINAL.kickoffAt });
    expect(matchTimes(FINAL, Date.parse("2026-01-01T00:00:00Z")).kickoff).toBe("18/12 22:00");
    expect(matchDay(FINAL)).toBe("18/12/2022");
  });

  it("gives only the day of a match whose time is not known", () => {
    const dateOnly = { ...FINAL, kickoffAt: null, timeKnown: false, kickoffDate: "1964-06-03" };
    expect(matchTimes(dateOnly, Date.now())).toEqual({
      kickoff: null,
      date: expect.stringContaining("3 tháng 6, 1964"),
      dateTime: "1964-06-03",
    });
    expect(matchDay(dateOnly)).toBe("03/06/1964");
  });
});

describe("the match as a schema.org SportsEvent", () => {
  it("names the teams, the place, the start and the status", () => {
    expect(sportsEventJsonLd(FINAL, "https://vsport.example")).toEqual({
      "@context": "https://schema.org",
      "@type": "SportsEvent",
      name: "Argentina vs Pháp",
      sport: "Football",
      startDate: "2022-12-18T15:00:00.000Z",
      eventStatus: "https://schema.org/EventScheduled",
      url: "https://vsport.example/schedule/argentina-vs-phap-2022-12-18",
      superEvent: { "@type": "SportsEvent", name: "World Cup 2022" },
      location: { "@type": "Place", name: "Lusail Stadium", address: "Lusail, Qatar" },
      homeTeam: { "@type": "SportsTeam", name: "Argentina" },
      awayTeam: { "@type": "SportsTeam", name: "Pháp" },
      competitor: [
        { "@type": "SportsTeam", name: "Argentina" },
        { "@type": "SportsTeam", name: "Pháp" },
      ],
    });
  });

  it("starts on the day when the time is not known, is scheduled before the end, and has no place without a venue", () => {
    const event = sportsEventJsonLd(
      { ...FINAL, kickoffAt: null, timeKnown: false, status: "Upcoming", venue: null },
      "https://vsport.example",
    );
    expect(event).toMatchObject({ startDate: "2022-12-18", eventStatus: "https://schema.org/EventScheduled" });
    expect(event).not.toHaveProperty("location");
  });
});
