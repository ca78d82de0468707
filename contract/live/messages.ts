// The live-data socket's vocabulary (docs/live-data.md): what the feed publishes and /ws pushes.
// Each message is a MessagePack value, deflated with zlib; the server encodes it once for every subscriber.
import { decode, encode } from "@msgpack/msgpack";
import { type IncidentJson, type MatchScoreJson, type ReplayInfo } from "../sports/api";

export type { ReplayInfo } from "../sports/api";

export const LIVE_SOCKET_PATH = "/ws";
/** Spec section 9: the live-data reconnect delay. */
export const LIVE_RECONNECT_DELAY_MS = 15_000;

/** The whole live state of one match: every message about a match carries all of it, so the latest one is a snapshot. */
export interface LiveMatchState {
  matchId: number;
  slug: string;
  sport: string;
  competitionId: number;
  status: "Upcoming" | "Live" | "Ended";
  /** "1H", "HT", "2H", "ET1", "ETHT", "ET2", "PEN" for football; "Q1"…"Q4", "OT1"…, "BRK" for basketball; null before and after. */
  period: string | null;
  /** Seconds on the match clock when the message was published (football counts up from 0; basketball counts down within its period). */
  clockSeconds: number | null;
  /** Whether the clock moves: a client adds (now − ts) to clockSeconds (football) or takes it away (basketball). */
  clockRunning: boolean;
  score: MatchScoreJson;
  /** Running score per period (basketball quarters, football halves), oldest first. */
  periodScores: [number, number][];
  incidents: IncidentJson[];
  replay: ReplayInfo | null;
}

export interface OddsLine {
  market: "1x2" | "handicap" | "overUnder" | "moneyline";
  /** Handicap (home's, e.g. -0.75) or total goals/points line; null for 1x2 and moneyline. */
  line: number | null;
  /** Decimal prices: 1x2 [home, draw, away]; moneyline [home, away]; handicap [home, away]; over/under [over, under]. */
  prices: number[];
}

export interface OddsState {
  matchId: number;
  /** Match minute the prices were made at; null before kick-off. */
  minute: number | null;
  lines: OddsLine[];
  suspended: boolean;
}

export interface NotificationJson {
  id: number;
  kind: "matchSoon" | "matchStart" | "teamGoal" | "roomLive" | "roomScheduled" | "feedbackReply";
  title: string;
  body: string;
  /** Where the notification leads (a site path). */
  link: string | null;
  createdAt: number;
  read: boolean;
}

interface Envelope {
  /** Sequence: increases with every message the feed publishes (a later message replaces an earlier one). */
  seq: number;
  /** Server time of publication, epoch milliseconds. */
  ts: number;
}

export type LiveMessage =
  | (Envelope & { type: "match"; matchId: number; match: LiveMatchState })
  | (Envelope & { type: "odds"; matchId: number; odds: OddsState })
  | (Envelope & { type: "liveCount"; matchId: null; count: { football: number; basketball: number; total: number } })
  | (Envelope & { type: "notification"; matchId: number | null; notification: NotificationJson; unread: number });

export type LiveMessageType = LiveMessage["type"];

/** Encodes a message once: MessagePack, then the caller deflates (server: node:zlib). */
export function packLiveMessage(message: LiveMessage): Uint8Array {
  return encode(message);
}

/** Decodes an inflated message; throws on anything that is not a live message. */
export function unpackLiveMessage(bytes: Uint8Array): LiveMessage {
  const value = decode(bytes);
  if (!isLiveMessage(value)) throw new Error("not a live-data message");
  return value;
}

const TYPES = new Set<string>(["match", "odds", "liveCount", "notification"]);

export function isLiveMessage(value: unknown): value is LiveMessage {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.type === "string" && TYPES.has(record.type) && typeof record.seq === "number" && typeof record.ts === "number";
}
