// What a /ws connection asks for (docs/live-data.md): everything live, one match or one competition.

export type LiveTopic = { kind: "all" } | { kind: "match"; id: number } | { kind: "competition"; id: number };

const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** The topic of a /ws URL's query; null when it names anything else (the upgrade is refused with 400). */
export function parseTopic(search: URLSearchParams): LiveTopic | null {
  const keys = [...search.keys()];
  if (keys.length === 0) return { kind: "all" };
  if (keys.length !== 1) return null;
  const [key] = keys as [string];
  if (key !== "match" && key !== "competition") return null;
  const text = search.get(key) ?? "";
  if (!ID.test(text) || Number(text) > MAX_ID) return null;
  return { kind: key, id: Number(text) };
}

/** Whether a message about this match (of this competition) goes to a connection on this topic. */
export function topicWants(topic: LiveTopic, matchId: number | null, competitionId: number | null): boolean {
  if (topic.kind === "all" || matchId === null) return true;
  if (topic.kind === "match") return matchId === topic.id;
  return competitionId === topic.id;
}
