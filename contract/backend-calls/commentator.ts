// Params and results of the commentator centre's calls (issue 12, docs/commentator-centre.md): the
// room's settings (liveRoom, liveSet), the stream key (liveRoute), the schedule (liveSchedule) and
// the numbers (liveData). Every zod message is a message key.
import { z } from "zod";
import { roomAnchorSchema, ROOM_SLUG_PATTERN } from "./live-rooms";
import { idParam } from "./profile";

export const ROOM_CATEGORIES = ["football", "basketball"] as const;
export type RoomCategory = (typeof ROOM_CATEGORIES)[number];
export const LIVE_STATUSES = ["live", "offline"] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** The longest text of each settings field (characters). */
export const ROOM_FIELD_MAX = {
  name: 60,
  introduction: 500,
  notification: 200,
  streamUrl: 300,
  streamName: 60,
  line: 100,
} as const;

/** A stream address the room's player may load: the site's own path, or an http(s) URL; HLS (.m3u8). */
export const STREAM_URL_PATTERN = /^(\/|https?:\/\/)[^\s"'<>]*\.m3u8(\?[^\s"'<>]*)?$/;

/** A stream key: `live_` and 32 letters or digits (nginx-rtmp takes it as the stream's name). */
export const STREAM_KEY_PATTERN = /^live_[A-Za-z0-9]{32}$/;

const roomSlug = z.string({ invalid_type_error: "roomNotFound" }).max(100, "roomNotFound").regex(ROOM_SLUG_PATTERN, "roomNotFound");

/** A required text field: missing or blank is the spec's 'Please fill in all fields'. */
const requiredText = (max: number) =>
  z
    .string({ required_error: "fillAllFields", invalid_type_error: "fillAllFields" })
    .transform((text) => text.trim())
    .pipe(z.string().min(1, "fillAllFields").max(max, "roomFieldTooLong"));

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { errorMap: () => ({ message: "fillAllFields" }) });

/** Whom a read is about: a commentator reads their own room (no `room`); an admin names any room, read-only. */
const roomOfReader = z.object({ room: roomSlug.optional() });

// ---- The room's settings ----

export const roomSettingsSchema = z.object({
  slug: z.string(),
  name: z.string(),
  introduction: z.string(),
  notification: z.string(),
  category: z.enum(ROOM_CATEGORIES),
  /** The cover's URL, or null while the room has none. */
  cover: z.string().nullable(),
  streamUrl: z.string(),
  streamName: z.string(),
  liveStatus: z.enum(LIVE_STATUSES),
  line1: z.string(),
  line2: z.string(),
  /** The address the site's media server plays this room's stream at (the default stream address). */
  derivedStreamUrl: z.string(),
  /** Whether OBS (or any encoder) is pushing to the room's key right now. */
  publishing: z.boolean(),
  liveSince: z.string().nullable(),
  viewerCount: z.number(),
  anchor: roomAnchorSchema,
});
export type RoomSettings = z.infer<typeof roomSettingsSchema>;

/** A match on the room's schedule, as the centre lists it. */
export const scheduledMatchSchema = z.object({
  matchId: z.number(),
  slug: z.string(),
  kickoffAt: z.string().nullable(),
  status: z.string(),
  home: z.string(),
  away: z.string(),
  competition: z.string(),
});
export type ScheduledMatch = z.infer<typeof scheduledMatchSchema>;

export const liveRoomParam = roomOfReader.strict();
export const liveRoomResult = z.object({
  room: roomSettingsSchema,
  /** Matches on the room's schedule that are not over yet, soonest first. */
  schedule: z.array(scheduledMatchSchema),
  /** An admin reading another commentator's centre: no changes, no stream key. */
  readOnly: z.boolean(),
});

export const liveSetParam = z
  .object({
    name: requiredText(ROOM_FIELD_MAX.name),
    introduction: requiredText(ROOM_FIELD_MAX.introduction),
    notification: requiredText(ROOM_FIELD_MAX.notification),
    category: choice(ROOM_CATEGORIES),
    streamUrl: requiredText(ROOM_FIELD_MAX.streamUrl).pipe(z.string().regex(STREAM_URL_PATTERN, "streamUrlInvalid")),
    streamName: requiredText(ROOM_FIELD_MAX.streamName),
    liveStatus: choice(LIVE_STATUSES),
    line1: requiredText(ROOM_FIELD_MAX.line),
    line2: requiredText(ROOM_FIELD_MAX.line),
    /** A new cover (JPG or PNG, at most 2 MB, checked by its bytes); required while the room has none. */
    cover: z.object({ base64: z.string().max(3_000_000, "coverTooLarge") }).optional(),
  })
  .strict();
/** Refused `fillAllFields`, `roomFieldTooLong`, `streamUrlInvalid`, `streamUrlNotAllowed`, the cover's refusals, `liveNeedsStream`. */
export const liveSetResult = z.object({ room: roomSettingsSchema });

// ---- The stream key (OBS's "Server" and "Stream key") ----

export const liveRouteParam = z.object({ regenerate: z.boolean().optional() }).strict();
export const liveRouteResult = z.object({
  /** OBS's "Server": the media server's RTMP address. */
  rtmpUrl: z.string(),
  streamKey: z.string(),
  keyCreatedAt: z.string(),
  derivedStreamUrl: z.string(),
  publishing: z.boolean(),
  /** Whether the media server answers (false: nginx with the RTMP module is not installed or not running). */
  mediaServerRunning: z.boolean(),
  /** True when this call made a new key (the old one stopped working, its stream was cut). */
  regenerated: z.boolean(),
});

// ---- The schedule ----

export const liveScheduleParam = z.object({ matchId: idParam, scheduled: z.boolean() }).strict();
/** Refused `matchNotFound`, `scheduleMatchOver`. */
export const liveScheduleResult = z.object({ matchId: z.number(), scheduled: z.boolean(), already: z.boolean() });

// ---- The numbers ----

/** A Bangkok calendar day, YYYY-MM-DD. */
const day = z.string({ invalid_type_error: "dataPeriodInvalid" }).regex(/^\d{4}-\d{2}-\d{2}$/, "dataPeriodInvalid");
/** The longest period liveData reads at once (days). */
export const DATA_PERIOD_MAX_DAYS = 92;

export const liveDataParam = roomOfReader
  .extend({
    from: day.optional(),
    to: day.optional(),
    /** One broadcast's viewers instead of the whole period's. */
    broadcastId: idParam.optional(),
  })
  .strict();

export const broadcastSchema = z.object({
  id: z.number(),
  startedAt: z.string(),
  /** Null while it is on air. */
  endedAt: z.string().nullable(),
  matchId: z.number().nullable(),
  /** The covered match's teams ("Home – Away"), when it covered one. */
  matchTitle: z.string().nullable(),
  peakViewers: z.number(),
  averageViewers: z.number(),
  watchMinutes: z.number(),
  chatMessages: z.number(),
  giftPoints: z.number(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

export const viewerSampleSchema = z.object({ at: z.number(), viewers: z.number() });
export type ViewerSample = z.infer<typeof viewerSampleSchema>;

export const liveDataResult = z.object({
  /** The period read, Bangkok days inclusive. */
  from: z.string(),
  to: z.string(),
  /** The period's broadcasts, newest first. */
  broadcasts: z.array(broadcastSchema),
  /** The broadcast asked for (its viewers are `viewers`), or null for the whole period. */
  broadcastId: z.number().nullable(),
  /** Viewers over time (ms, count), oldest first. */
  viewers: z.array(viewerSampleSchema),
  summary: z.object({
    broadcasts: z.number(),
    liveMinutes: z.number(),
    peakViewers: z.number(),
    averageViewers: z.number(),
    watchMinutes: z.number(),
    newFollowers: z.number(),
    totalFans: z.number(),
    chatMessages: z.number(),
    giftPoints: z.number(),
    giftCount: z.number(),
  }),
  /** Each day of the period: new followers, chat messages, gift points. */
  days: z.array(z.object({ day: z.string(), newFollowers: z.number(), chatMessages: z.number(), giftPoints: z.number() })),
  topSupporters: z.array(z.object({ user: z.object({ id: z.number(), nickName: z.string() }), points: z.number(), gifts: z.number() })),
});
export type LiveData = z.infer<typeof liveDataResult>;
