import { describe, expect, it } from "vitest";
import { type ChatRound } from "../../bench/chat";
import { benchText, Deliveries, dueAfterMs, readBenchText, sendPlan, writerOf } from "../../bench/chat-deliveries";
import { readBenchConfig } from "../../bench/config";
import { chatSection } from "../../bench/report";

describe("the bench message's text", () => {
  it("is found in the site's message frame and in the yardstick's echo of the writer's frame", () => {
    const text = benchText(1234.5678, 42);
    const site = Buffer.from(
      JSON.stringify({
        type: "message",
        message: { id: "9", ts: 1, user: { id: 3, nickName: "bench 1 2", level: 1, role: "user" }, text },
        id: "9",
        ts: 1,
      }),
    );
    const echo = Buffer.from(JSON.stringify({ type: "send", key: "bench-message-42", text }));
    expect(readBenchText(site)).toEqual({ sentAt: 1234.568, n: 42 });
    expect(readBenchText(echo)).toEqual({ sentAt: 1234.568, n: 42 });
    expect(readBenchText(Buffer.from('{"type":"viewers","count":2000}'))).toBeNull();
  });
});

describe("sendPlan", () => {
  it("spreads the rate over writers that each send one message every 3 s", () => {
    const plan = sendPlan(100, 50, 15);
    expect(plan).toEqual({ first: 100, count: 750, rate: 50, writers: 150 });
    expect(dueAfterMs(plan, 100)).toBe(0);
    expect(dueAfterMs(plan, 150)).toBe(1000);
    expect(writerOf(plan, 7)).toBe(writerOf(plan, 7 + 150));
    expect(dueAfterMs(plan, 7 + 150) - dueAfterMs(plan, 7)).toBe(3000);
  });
});

describe("Deliveries", () => {
  it("counts each viewer's receipt of each round message once, and leaves out other messages", () => {
    const deliveries = new Deliveries(2, { first: 10, count: 2 });
    deliveries.record(0, 10, 5);
    deliveries.record(1, 10, 7);
    deliveries.record(0, 11, 20);
    deliveries.record(0, 11, 30);
    deliveries.record(1, 9, 1);
    deliveries.record(2, 10, 1);
    expect(deliveries.figures(2)).toEqual({ p50: 7, p99: 20, max: 20, delivered: 3, expected: 4, duplicates: 1 });
  });
});

const chatRound = (p50: number, p99: number, bytesPerViewer: number, refused: Record<string, number> = {}): ChatRound => ({
  p50,
  p99,
  max: p99 + 10,
  delivered: 1_499_000,
  expected: 1_500_000,
  duplicates: 0,
  sent: 750,
  refused,
  bytesPerViewer,
  cpuMsPerMessage: p50 / 10,
  clientCores: 0.5,
  frameBytes: 250,
});

describe("chatSection", () => {
  it("shows both servers and the ratios of p50, p99 and memory per connection", () => {
    const text = chatSection({
      viewers: 2000,
      writers: 150,
      rate: 50,
      seconds: 15,
      rounds: 2,
      settleSeconds: 5,
      room: "blv-minh-khang",
      site: [chatRound(20, 80, 40_960, { chatUnavailable: 2 }), chatRound(30, 100, 81_920, { chatUnavailable: 1, chatTooFast: 1 })],
      yardstick: [chatRound(10, 40, 10_240), chatRound(10, 60, 10_240)],
    });
    expect(text).toContain(
      "| site `/chat` | 25.0 ms | 90.0 ms | 110.0 ms | 2998000 of 3000000 (2000 lost) | 4 (chatUnavailable 3, chatTooFast 1) | 2.5 ms | 250 B | 40.0 KB |",
    );
    expect(text).toContain("| bare `ws` | 10.0 ms | 50.0 ms | 70.0 ms | 2998000 of 3000000 (2000 lost) | 0 | 1.0 ms | 250 B | 10.0 KB |");
    expect(text).toContain("Ratio site / bare: p50 2.50×, p99 1.80×, memory per connection 4.00×, server CPU per message 2.50×.");
    expect(chatSection({ skipped: "BENCH_CHAT_VIEWERS=0" })).toBe("Skipped: BENCH_CHAT_VIEWERS=0.");
  });
});

describe("the chat bench's knobs", () => {
  it("default to 2,000 viewers and 50 messages a second; BENCH_ONLY names a part", () => {
    expect(readBenchConfig({})).toMatchObject({ chatViewers: 2000, chatRate: 50, chatSeconds: 15, only: null });
    expect(readBenchConfig({ BENCH_CHAT_VIEWERS: "0", BENCH_ONLY: "chat" })).toMatchObject({ chatViewers: 0, only: "chat" });
    expect(() => readBenchConfig({ BENCH_ONLY: "pages" })).toThrow(/BENCH_ONLY/);
  });
});
