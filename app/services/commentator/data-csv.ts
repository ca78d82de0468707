import { type LiveData } from "../../../contract/backend-calls/commentator";
import { t } from "~/services/locale/commentator-messages";
import { formatClock, formatDate } from "~/services/locale/time";

// The data page's CSV export (docs/commentator-centre.md, "Data"): RFC 4180 (comma, CRLF, quotes
// doubled), with a UTF-8 byte order mark so that Excel reads the Vietnamese, and text cells that a
// spreadsheet would run as a formula (= + - @, tab, carriage return first) prefixed with '.

export type CsvValue = string | number | null;

const BYTE_ORDER_MARK = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: numbers as they are, text guarded against formulas and quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells, each line ended by CRLF. */
export function csvRows(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/** A time as Excel reads it, in Bangkok: "YYYY-MM-DD HH:mm". */
function localTime(iso: string | null): string | null {
  if (iso === null) return null;
  const time = Date.parse(iso);
  return `${formatDate(time)} ${formatClock(time)}`;
}

/** The whole export: the period's summary, its broadcasts, its days and its top supporters, one section after another. */
export function liveDataCsv(data: LiveData): string {
  const { summary } = data;
  const rows: CsvValue[][] = [
    [t("dataTitle"), data.from, data.to],
    [],
    [t("dataSummaryTitle")],
    [t("dataBroadcasts"), summary.broadcasts],
    [t("dataLiveMinutes"), summary.liveMinutes],
    [t("dataPeakViewers"), summary.peakViewers],
    [t("dataAverageViewers"), summary.averageViewers],
    [t("dataWatchMinutes"), summary.watchMinutes],
    [t("dataNewFollowers"), summary.newFollowers],
    [t("dataTotalFans"), summary.totalFans],
    [t("dataChatMessages"), summary.chatMessages],
    [t("dataGiftPoints"), summary.giftPoints],
    [t("dataGiftCount"), summary.giftCount],
    [],
    [t("dataBroadcastsTitle")],
    [
      t("dataStartedAt"),
      t("dataEndedAt"),
      t("dataMatch"),
      t("dataPeakViewers"),
      t("dataAverageViewers"),
      t("dataWatchMinutes"),
      t("dataChatMessages"),
      t("dataGiftPoints"),
    ],
    ...data.broadcasts.map((each) => [
      localTime(each.startedAt),
      each.endedAt === null ? t("dataOnAir") : localTime(each.endedAt),
      each.matchTitle,
      each.peakViewers,
      each.averageViewers,
      each.watchMinutes,
      each.chatMessages,
      each.giftPoints,
    ]),
    [],
    [t("dataDaysTitle")],
    [t("date"), t("dataNewFollowers"), t("dataChatMessages"), t("dataGiftPoints")],
    ...data.days.map((day) => [day.day, day.newFollowers, day.chatMessages, day.giftPoints]),
    [],
    [t("dataTopSupporters")],
    [t("dataRank"), t("dataSupporter"), t("dataPoints"), t("dataGiftCount")],
    ...data.topSupporters.map((supporter, index) => [index + 1, supporter.user.nickName, supporter.points, supporter.gifts]),
  ];
  return `${BYTE_ORDER_MARK}${csvRows(rows)}`;
}

/** The file's name: the room (for an admin) and the period. */
export function liveDataCsvName(data: Pick<LiveData, "from" | "to">, room: string | null): string {
  return `so-lieu${room ? `-${room}` : ""}-${data.from}-${data.to}.csv`;
}
