import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The committed test streams of the demo live rooms (docs/demo-streams.md, scripts/make-demo-streams.ts):
// each room's multivariant playlist, its two renditions' media playlists and fMP4 segments, its poster.
const STREAMS = path.join(process.cwd(), "public", "streams");
const ROOMS = ["blv-1", "blv-2", "blv-3", "blv-4"];
const MAX_TOTAL_BYTES = 4_000_000;

interface Variant {
  attributes: string;
  uri: string;
}

function variantsOf(master: string): Variant[] {
  const lines = master.split("\n");
  return lines.flatMap((line, index) =>
    line.startsWith("#EXT-X-STREAM-INF:") ? [{ attributes: line.slice("#EXT-X-STREAM-INF:".length), uri: lines[index + 1] ?? "" }] : [],
  );
}

/** The four-letter type of the ISO BMFF box at `offset`, and where the next box starts. */
function boxAt(bytes: Buffer, offset: number): { type: string; next: number } {
  return { type: bytes.toString("latin1", offset + 4, offset + 8), next: offset + bytes.readUInt32BE(offset) };
}

/** The types of a file's top-level boxes, in order. */
function topLevelBoxes(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    const { type, next } = boxAt(bytes, offset);
    if (next <= offset) break;
    types.push(type);
    offset = next;
  }
  return types;
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  for (let offset = 2; offset + 9 < bytes.length;) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return null;
}

function folderBytes(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce(
    (sum, entry) => sum + (entry.isDirectory() ? folderBytes(path.join(folder, entry.name)) : statSync(path.join(folder, entry.name)).size),
    0,
  );
}

describe.each(ROOMS)("demo stream %s", (room) => {
  const roomDir = path.join(STREAMS, room);
  const master = readFileSync(path.join(roomDir, "master.m3u8"), "utf8");
  const variants = variantsOf(master);

  it("has a multivariant playlist with HD then SD, each with bandwidth, resolution and codecs", () => {
    expect(master.startsWith("#EXTM3U\n")).toBe(true);
    expect(variants.map((variant) => /RESOLUTION=(\d+x\d+)/.exec(variant.attributes)?.[1])).toEqual(["1280x720", "640x360"]);
    for (const variant of variants) {
      expect(Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(variant.attributes)?.[1])).toBeGreaterThan(0);
      expect(variant.attributes).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
      expect(existsSync(path.join(roomDir, variant.uri))).toBe(true);
    }
    // HD needs more bits than SD, so a player on a slow link picks SD.
    const bandwidths = variants.map((variant) => Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(variant.attributes)?.[1]));
    expect(bandwidths[0]).toBeGreaterThan(bandwidths[1] ?? Infinity);
  });

  it("has two complete VOD renditions of 2-second fMP4 segments that all exist, 10 to 15 s long", () => {
    const durations: number[][] = [];
    for (const variant of variants) {
      const playlistFile = path.join(roomDir, variant.uri);
      const variantDir = path.dirname(playlistFile);
      const lines = readFileSync(playlistFile, "utf8").trim().split("\n");
      expect(lines[0]).toBe("#EXTM3U");
      expect(lines.at(-1)).toBe("#EXT-X-ENDLIST");
      expect(lines).toContain("#EXT-X-PLAYLIST-TYPE:VOD");
      const target = Number(lines.find((line) => line.startsWith("#EXT-X-TARGETDURATION:"))?.split(":")[1]);
      expect(target).toBeGreaterThan(0);
      expect(target).toBeLessThanOrEqual(3);

      // The initialisation segment: ftyp then moov, with the H.264 configuration.
      const init = /^#EXT-X-MAP:URI="([^"]+)"$/.exec(lines.find((line) => line.startsWith("#EXT-X-MAP:")) ?? "")?.[1] ?? "";
      const initBytes = readFileSync(path.join(variantDir, init));
      expect(topLevelBoxes(initBytes).slice(0, 2)).toEqual(["ftyp", "moov"]);
      expect(initBytes.includes("avcC")).toBe(true);

      const segments = lines.filter((line) => line !== "" && !line.startsWith("#"));
      const extinf = lines.filter((line) => line.startsWith("#EXTINF:")).map((line) => Number.parseFloat(line.slice("#EXTINF:".length)));
      expect(segments.length).toBe(extinf.length);
      expect(segments.length).toBeGreaterThan(0);
      for (const segment of segments) {
        expect(segment).toMatch(/^[\w-]+\.mp4$/);
        const file = path.join(variantDir, segment);
        expect(existsSync(file), file).toBe(true);
        const bytes = readFileSync(file);
        expect(bytes.length).toBeGreaterThan(0);
        // A media segment: styp (or moof) first, then a movie fragment and its media data.
        const boxes = topLevelBoxes(bytes);
        expect(["styp", "moof"]).toContain(boxes[0]);
        expect(boxes).toContain("moof");
        expect(boxes).toContain("mdat");
      }
      for (const duration of extinf) expect(Math.round(duration)).toBeLessThanOrEqual(target);
      const total = extinf.reduce((sum, duration) => sum + duration, 0);
      expect(total).toBeGreaterThanOrEqual(10);
      expect(total).toBeLessThanOrEqual(15);
      // Nothing in the folder that the playlist does not name.
      expect(readdirSync(variantDir).sort()).toEqual(["index.m3u8", init, ...segments].sort());
      durations.push(extinf);
    }
    // The renditions cut at the same times, so a player switches between them at any segment.
    expect(durations[1]).toEqual(durations[0]);
  });

  it("has a 1280×720 JPEG poster", () => {
    const poster = readFileSync(path.join(roomDir, "poster.jpg"));
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpegSize(poster)).toEqual({ width: 1280, height: 720 });
  });
});

describe("the demo streams", () => {
  it("are the three rooms' and weigh less than 4 MB together", () => {
    expect(readdirSync(STREAMS).sort()).toEqual(ROOMS);
    expect(folderBytes(STREAMS)).toBeLessThan(MAX_TOTAL_BYTES);
  });
});
