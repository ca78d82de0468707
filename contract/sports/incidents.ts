// Spec section 9's match incident codes, each with its icon and its name. Browser-safe data: the
// timeline of a match, the live page and the docs read it from here.
// - The icons are public/img/incident/<code>.svg (24×24, drawn for this site), served as /img/incident/<code>.svg;
//   each file's <title> is the incident's Vietnamese name.
// - The names are message keys: their Vietnamese text is in the one dictionary, app/services/locale/messages.ts.
import { type MessageKey } from "../message-keys";

/** The incident codes by name (the names of server/sports/import/records.ts's INCIDENT_TYPES). */
export const INCIDENT_CODES = {
  goal: 1,
  corner: 2,
  yellowCard: 3,
  redCard: 4,
  offside: 5,
  /** A goal from a penalty kick during the match. */
  penaltyGoal: 8,
  substitution: 9,
  /** A second yellow card confirmed as a red one. */
  cardUpgrade: 15,
  penaltyMissed: 16,
  ownGoal: 17,
  var: 28,
  /** A kick of the penalty shoot-out that scores. */
  shootoutGoal: 29,
  shootoutMiss: 30,
} as const;

export type IncidentName = keyof typeof INCIDENT_CODES;
export type IncidentCode = (typeof INCIDENT_CODES)[IncidentName];

/** Each code's name, as a message key. */
export const INCIDENT_LABELS = {
  1: "incidentGoal",
  2: "incidentCorner",
  3: "incidentYellowCard",
  4: "incidentRedCard",
  5: "incidentOffside",
  8: "incidentPenaltyGoal",
  9: "incidentSubstitution",
  15: "incidentCardUpgrade",
  16: "incidentPenaltyMissed",
  17: "incidentOwnGoal",
  28: "incidentVar",
  29: "incidentShootoutGoal",
  30: "incidentShootoutMiss",
} as const satisfies Record<IncidentCode, MessageKey>;

/** Every code, in increasing order. */
export const ALL_INCIDENT_CODES: readonly IncidentCode[] = Object.values(INCIDENT_CODES).sort((a, b) => a - b);

const KNOWN_CODES: ReadonlySet<number> = new Set(ALL_INCIDENT_CODES);

/** Whether a value (a feed's or a socket message's number) is one of the spec's incident codes. */
export function isIncidentCode(value: unknown): value is IncidentCode {
  return typeof value === "number" && KNOWN_CODES.has(value);
}

/** The URL of a code's icon. */
export function incidentIcon(code: IncidentCode): `/img/incident/${IncidentCode}.svg` {
  return `/img/incident/${code}.svg`;
}

/** The message key of a code's name (its text: `t(incidentLabel(code))` in app/). */
export function incidentLabel(code: IncidentCode): MessageKey {
  return INCIDENT_LABELS[code];
}
