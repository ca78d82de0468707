import { describe, expect, it } from "vitest";
import { CHAT_FRAME_MAX_BYTES, MUTE_DURATIONS, readClientFrame, readServerFrame } from "../../../contract/chat/messages";

// The chat socket's vocabulary (contract/chat/messages.ts): what a client may send is read
// strictly; what reaches the browser is dropped unless it has the envelope.

describe("a client's frames", () => {
  it("reads the known frames", () => {
    expect(readClientFrame('{"type":"join","room":"blv-minh-khang","after":"41"}', false)).toEqual({
      ok: true,
      frame: { type: "join", room: "blv-minh-khang", after: "41" },
    });
    expect(readClientFrame(JSON.stringify({ type: "send", key: "k-12345678", text: "Vào rồi!" }), false).ok).toBe(true);
    expect(readClientFrame('{"type":"heartbeat","playing":true}', false).ok).toBe(true);
  });

  it("refuses binary, oversized, malformed and forged frames", () => {
    expect(readClientFrame(new Uint8Array([1, 2, 3]), true)).toEqual({ ok: false, reason: "binary" });
    expect(readClientFrame("x".repeat(CHAT_FRAME_MAX_BYTES + 1), false)).toEqual({ ok: false, reason: "too_large" });
    for (const bad of [
      "{",
      "null",
      '{"type":"send","key":"k-12345678","text":"a","userId":1}',
      '{"type":"send","key":"short","text":"a"}',
      '{"type":"join","room":"../etc"}',
      // Moderation travels over HTTP (the backend call forbidden), never as a frame.
      '{"type":"mute","userId":7,"duration":"2h"}',
      '{"type":"delete","messageId":"12"}',
      '{"type":"join","room":"blv-1","after":"1 OR 1=1"}',
      '{"type":"heartbeat","playing":true,"seconds":600}',
      '{"type":"gift","count":-5}',
    ])
      expect(readClientFrame(bad, false), bad).toEqual({ ok: false, reason: "unreadable" });
  });

  it("knows the spec's mute durations", () => {
    expect(Object.keys(MUTE_DURATIONS)).toEqual(["2h", "1d", "3d", "30d", "forever"]);
    expect(MUTE_DURATIONS["2h"]).toBe(7200);
  });
});

describe("a server's frames in the browser", () => {
  it("keeps frames with the envelope and a known type, and drops the rest", () => {
    expect(readServerFrame('{"type":"viewers","id":"9","ts":1,"count":1200}')).toEqual({ type: "viewers", id: "9", ts: 1, count: 1200 });
    for (const bad of ['{"type":"viewers","count":3}', '{"type":"eval","id":"1","ts":1}', "[]", "nope", 42])
      expect(readServerFrame(bad)).toBeNull();
  });
});
