import { describe, expect, it } from "vitest";
import { type LiveData } from "../../../contract/backend-calls/commentator";
import { csvCell, csvRows, liveDataCsv, liveDataCsvName } from "~/services/commentator/data-csv";

// The data page's CSV export (docs/commentator-centre.md, "Data"): RFC 4180, a BOM, formulas disarmed.

describe("CSV cells", () => {
  it("writes plain text and numbers as they are", () => {
    expect(csvCell("Bóng đá không ngủ")).toBe("Bóng đá không ngủ");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(8.4)).toBe("8.4");
    expect(csvCell(null)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("Hà Nội, Việt Nam")).toBe('"Hà Nội, Việt Nam"');
    expect(csvCell('Fan "cuồng"')).toBe('"Fan ""cuồng"""');
    expect(csvCell("dòng 1\ndòng 2")).toBe('"dòng 1\ndòng 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("disarms text a spreadsheet would run as a formula", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+84 912")).toBe("'+84 912");
    expect(csvCell("-fan-")).toBe("'-fan-");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    // A number is a number, negative or not; only text can be a formula.
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell("Fan=1")).toBe("Fan=1");
  });

  it("ends every row with CRLF", () => {
    expect(csvRows([["a", 1], [], ["b,c"]])).toBe('a,1\r\n\r\n"b,c"\r\n');
  });
});

const DATA: LiveData = {
  from: "2026-03-04",
  to: "2026-03-05",
  broadcasts: [
    {
      id: 2,
      startedAt: "2026-03-05T04:00:00.000Z",
      endedAt: null,
      matchId: null,
      matchTitle: null,
      peakViewers: 20,
      averageViewers: 15,
      watchMinutes: 8,
      chatMessages: 1,
      giftPoints: 30,
    },
    {
      id: 1,
      startedAt: "2026-03-04T12:00:00.000Z",
      endedAt: "2026-03-04T13:00:00.000Z",
      matchId: 7,
      matchTitle: "Hà Nội – Hải Phòng",
      peakViewers: 7,
      averageViewers: 4.5,
      watchMinutes: 3,
      chatMessages: 2,
      giftPoints: 100,
    },
  ],
  broadcastId: null,
  viewers: [],
  summary: {
    broadcasts: 2,
    liveMinutes: 120,
    peakViewers: 20,
    averageViewers: 8.4,
    watchMinutes: 11,
    newFollowers: 2,
    totalFans: 3,
    chatMessages: 3,
    giftPoints: 130,
    giftCount: 4,
  },
  days: [
    { day: "2026-03-04", newFollowers: 1, chatMessages: 2, giftPoints: 100 },
    { day: "2026-03-05", newFollowers: 1, chatMessages: 1, giftPoints: 30 },
  ],
  topSupporters: [
    { user: { id: 5, nickName: "=cmd|' /C calc'!A0" }, points: 100, gifts: 1 },
    { user: { id: 6, nickName: "Fan, Nghệ An" }, points: 30, gifts: 3 },
  ],
};

describe("the export", () => {
  const csv = liveDataCsv(DATA);
  const lines = csv.slice(1).split("\r\n");

  it("starts with a UTF-8 byte order mark so that Excel reads Vietnamese", () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(lines[0]).toBe("Số liệu phòng live,2026-03-04,2026-03-05");
  });

  it("has the summary, the broadcasts in Bangkok time, the days and the supporters", () => {
    expect(lines).toContain("Người xem trung bình,8.4");
    expect(lines).toContain("Bắt đầu,Kết thúc,Trận đấu,Người xem cao nhất,Người xem trung bình,Phút xem,Tin nhắn chat,Điểm quà tặng");
    expect(lines).toContain("2026-03-05 11:00,Đang phát,,20,15,8,1,30");
    expect(lines).toContain("2026-03-04 19:00,2026-03-04 20:00,Hà Nội – Hải Phòng,7,4.5,3,2,100");
    expect(lines).toContain("Ngày,Người theo dõi mới,Tin nhắn chat,Điểm quà tặng");
    expect(lines).toContain("2026-03-05,1,1,30");
    expect(lines).toContain(`1,'=cmd|' /C calc'!A0,100,1`);
    expect(lines).toContain(`2,"Fan, Nghệ An",30,3`);
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("names the file after the period, and the room for an admin", () => {
    expect(liveDataCsvName(DATA, null)).toBe("so-lieu-2026-03-04-2026-03-05.csv");
    expect(liveDataCsvName(DATA, "blv-minh-khang")).toBe("so-lieu-blv-minh-khang-2026-03-04-2026-03-05.csv");
  });
});
