// Makes the demo live rooms' test streams (docs/demo-streams.md): for each demo commentator room a
// 12-second HLS stream that players loop, drawn by ffmpeg from our own text (the room's title over a
// coloured "studio", a running clock, a moving ball, a bar that fills once per loop; a quiet tone),
// in two renditions whose 2-second segments start on the same keyframes so a player can switch:
//
//   public/streams/<room>/master.m3u8      the multivariant playlist (HD first, then SD)
//   public/streams/<room>/{hd,sd}/index.m3u8, init_<n>.mp4, seg_<nnn>.mp4
//   public/streams/<room>/poster.jpg       the picture shown while the room is offline
//
// The segments are fragmented MP4 (HLS version 7), not MPEG-TS: files named *.ts under public/ would be
// read as TypeScript by tsc, ESLint and Prettier, which take every **/*.ts of the repository.
// Run once, the files are committed: `npm run streams:demo`. Needs ffmpeg with libx264 and drawtext.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

interface Room {
  id: string;
  title: string;
  /** Background and highlight colours, ffmpeg's 0xRRGGBB. */
  background: string;
  accent: string;
}

// The rooms and their commentators are the demo's own (BLV Minh Khang is the demo_blv account's name).
const ROOMS: Room[] = [
  { id: "blv-1", title: "BLV Minh Khang – Phòng bình luận", background: "0x12395e", accent: "0xffd54a" },
  { id: "blv-2", title: "BLV Thu Hà – Phòng bình luận", background: "0x1d5a3a", accent: "0xfff3b0" },
  { id: "blv-3", title: "BLV Quốc Bảo – Phòng bình luận", background: "0x5c1f33", accent: "0x9be7ff" },
  { id: "blv-4", title: "BLV Hoàng Anh – Phòng bình luận", background: "0x3b2a66", accent: "0xffb38a" },
];

interface Rendition {
  name: "hd" | "sd";
  label: string;
  width: number;
  height: number;
  profile: "main" | "baseline";
  level: string;
  /** The most the video may use (x264's VBV); a plain graphic needs far less, so CRF decides below it. */
  maxrateKbps: number;
}

const RENDITIONS: Rendition[] = [
  { name: "hd", label: "HD 720p", width: 1280, height: 720, profile: "main", level: "3.1", maxrateKbps: 700 },
  { name: "sd", label: "SD 360p", width: 640, height: 360, profile: "baseline", level: "3.0", maxrateKbps: 250 },
];

const WIDTH = 1280;
const HEIGHT = 720;
const SECONDS = 12;
const FPS = 25;
const SEGMENT_SECONDS = 2;
const CRF = 26;
const AUDIO_KBPS = 64;
const AUDIO_CODEC = "mp4a.40.2"; // AAC-LC, what ffmpeg's aac encoder writes (-profile:a aac_low)
const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const MAX_TOTAL_BYTES = 4_000_000;

/** One drawtext filter reading its text from a file; `expansion` keeps ffmpeg's %{…} functions (the clock). */
function text(workDir: string, name: string, value: string, options: string, expansion = false): string {
  const file = path.join(workDir, `${name}.txt`);
  writeFileSync(file, value);
  return `drawtext=textfile=${file}:expansion=${expansion ? "normal" : "none"}:${options}`;
}

/** The studio every picture shares: background, desk, top band with the site's name, the room's title. */
function studio(workDir: string, room: Room, subtitle: string): string[] {
  return [
    `drawbox=x=0:y=0:w=${WIDTH}:h=72:color=black@0.35:t=fill`,
    `drawbox=x=0:y=${HEIGHT - 170}:w=${WIDTH}:h=170:color=black@0.3:t=fill`,
    `drawbox=x=0:y=${HEIGHT - 174}:w=${WIDTH}:h=4:color=${room.accent}@0.8:t=fill`,
    text(workDir, "brand", "vsport", `fontfile=${BOLD}:fontsize=34:fontcolor=white:x=40:y=18`),
    text(workDir, "title", room.title, `fontfile=${BOLD}:fontsize=52:fontcolor=white:x=(w-tw)/2:y=140`),
    text(workDir, "subtitle", subtitle, `fontfile=${FONT}:fontsize=28:fontcolor=white@0.85:x=(w-tw)/2:y=214`),
  ];
}

/** The stream's picture and sound; the moving parts repeat every 12 s (or a divisor), so the loop has no jump but the bar's. */
function streamGraph(workDir: string, room: Room): string {
  const chain = [
    ...studio(workDir, room, "Luồng thử nghiệm của vsport – không phải trận đấu thật"),
    // The stream's time, as HH:MM:SS.mmm.
    text(workDir, "clock", "%{pts:hms}", `fontfile=${BOLD}:fontsize=84:fontcolor=${room.accent}:x=(w-tw)/2:y=300`, true),
  ];
  const graph = [
    `color=c=${room.background}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${SECONDS},${chain.join(",")}[studio]`,
    // drawbox cannot move (its t is the thickness), so the ball and the bar are overlays.
    `color=c=${room.accent}:s=36x36:r=${FPS}:d=${SECONDS}[ball]`,
    `color=c=0xe53935:s=${WIDTH}x14:r=${FPS}:d=${SECONDS}[bar]`,
    `[studio][ball]overlay=x='${WIDTH / 2 - 18}+540*sin(2*PI*t/6)':y='${HEIGHT - 110}+36*sin(2*PI*t/3)'[moving]`,
    `[moving][bar]overlay=x='${-WIDTH}+${WIDTH}*t/${SECONDS}':y=${HEIGHT - 14},split=${RENDITIONS.length}${RENDITIONS.map((r) => `[${r.name}-in]`).join("")}`,
    // Each rendition says which it is, so a switch of quality shows.
    ...RENDITIONS.map(
      (r) =>
        `[${r.name}-in]${text(workDir, `label-${r.name}`, r.label, `fontfile=${BOLD}:fontsize=30:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=10:x=w-tw-40:y=20`)},` +
        `scale=${r.width}:${r.height},format=yuv420p[${r.name}]`,
    ),
    // A quiet 440 Hz tone with a higher beep each second.
    `sine=frequency=440:beep_factor=2:sample_rate=48000:duration=${SECONDS},volume=0.05,asplit=${RENDITIONS.length}${RENDITIONS.map((r) => `[${r.name}-audio]`).join("")}`,
  ];
  return graph.join(";");
}

function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

function encodeStream(workDir: string, room: Room, roomDir: string): void {
  const args = ["-filter_complex", streamGraph(workDir, room)];
  for (const r of RENDITIONS) args.push("-map", `[${r.name}]`, "-map", `[${r.name}-audio]`);
  args.push("-fflags", "+bitexact", "-flags", "+bitexact", "-c:v", "libx264", "-preset", "fast", "-threads", "1");
  // A keyframe every 2 s, at the same frames in every rendition, and nowhere else.
  args.push("-g", String(FPS * SEGMENT_SECONDS), "-keyint_min", String(FPS * SEGMENT_SECONDS), "-sc_threshold", "0", "-crf", String(CRF));
  RENDITIONS.forEach((r, index) => {
    const maxrate = `${r.maxrateKbps}k`;
    args.push(
      `-profile:v:${index}`,
      r.profile,
      `-level:v:${index}`,
      r.level,
      `-maxrate:v:${index}`,
      maxrate,
      `-bufsize:v:${index}`,
      `${2 * r.maxrateKbps}k`,
    );
  });
  args.push("-c:a", "aac", "-profile:a", "aac_low", "-b:a", `${AUDIO_KBPS}k`, "-ac", "1", "-ar", "48000");
  args.push("-f", "hls", "-hls_time", String(SEGMENT_SECONDS), "-hls_playlist_type", "vod", "-hls_flags", "independent_segments");
  args.push("-hls_segment_type", "fmp4", "-hls_fmp4_init_filename", "init.mp4");
  args.push("-hls_segment_filename", path.join(roomDir, "%v", "seg_%03d.mp4"));
  args.push("-var_stream_map", RENDITIONS.map((r, index) => `v:${index},a:${index},name:${r.name}`).join(" "));
  args.push(path.join(roomDir, "%v", "index.m3u8"));
  ffmpeg(args);
}

function encodePoster(workDir: string, room: Room, file: string): void {
  const chain = [
    ...studio(workDir, room, "Hiện đang ngoại tuyến"),
    text(
      workDir,
      "offline",
      "Chưa phát sóng – hẹn gặp lại bạn ở trận tới",
      `fontfile=${BOLD}:fontsize=40:fontcolor=${room.accent}:box=1:boxcolor=black@0.35:boxborderw=18:x=(w-tw)/2:y=330`,
    ),
  ];
  const graph = `color=c=${room.background}:s=${WIDTH}x${HEIGHT}:d=1,${chain.join(",")}`;
  ffmpeg(["-filter_complex", graph, "-frames:v", "1", "-fflags", "+bitexact", "-flags", "+bitexact", "-q:v", "4", file]);
}

/** The avc1.PPCCLL code of a rendition: profile, constraint flags and level from the avcC box of its init segment. */
function videoCodec(initFile: string): string {
  const bytes = readFileSync(initFile);
  const at = bytes.indexOf("avcC");
  if (at === -1) throw new Error(`${initFile}: no avcC box`);
  return `avc1.${bytes
    .subarray(at + 5, at + 8)
    .toString("hex")
    .toLowerCase()}`;
}

interface Measured {
  peak: number;
  average: number;
  init: string;
}

/** Bits per second of a media playlist's segments, peak (what BANDWIDTH means) and average. */
function measure(variantDir: string): Measured {
  const lines = readFileSync(path.join(variantDir, "index.m3u8"), "utf8").split("\n");
  const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(lines.join("\n"))?.[1];
  if (!init) throw new Error(`${variantDir}: no EXT-X-MAP`);
  let peak = 0;
  let bytes = 0;
  let seconds = 0;
  lines.forEach((line, index) => {
    if (!line.startsWith("#EXTINF:")) return;
    const duration = Number.parseFloat(line.slice("#EXTINF:".length));
    const size = statSync(path.join(variantDir, lines[index + 1] ?? "")).size;
    peak = Math.max(peak, (size * 8) / duration);
    bytes += size;
    seconds += duration;
  });
  return { peak: Math.ceil(peak), average: Math.ceil((bytes * 8) / seconds), init };
}

function writeMaster(roomDir: string): void {
  const lines = ["#EXTM3U", "#EXT-X-VERSION:7", "#EXT-X-INDEPENDENT-SEGMENTS"];
  for (const r of RENDITIONS) {
    const { peak, average, init } = measure(path.join(roomDir, r.name));
    const codecs = `${videoCodec(path.join(roomDir, r.name, init))},${AUDIO_CODEC}`;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average},RESOLUTION=${r.width}x${r.height},FRAME-RATE=${FPS.toFixed(3)},CODECS="${codecs}"`,
      `${r.name}/index.m3u8`,
    );
  }
  writeFileSync(path.join(roomDir, "master.m3u8"), `${lines.join("\n")}\n`);
}

function folderBytes(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce(
    (sum, entry) => sum + (entry.isDirectory() ? folderBytes(path.join(folder, entry.name)) : statSync(path.join(folder, entry.name)).size),
    0,
  );
}

function main(): void {
  const root = process.cwd();
  const outDir = path.join(root, "public", "streams");
  const work = mkdtempSync(path.join(tmpdir(), "vsport-streams-"));
  try {
    // `npm run streams:demo -- blv-4` makes one room's stream and leaves the others as they are.
    const only = process.argv.slice(2);
    for (const room of ROOMS.filter((candidate) => only.length === 0 || only.includes(candidate.id))) {
      const roomDir = path.join(outDir, room.id);
      rmSync(roomDir, { recursive: true, force: true });
      for (const r of RENDITIONS) mkdirSync(path.join(roomDir, r.name), { recursive: true });
      encodeStream(work, room, roomDir);
      encodePoster(work, room, path.join(roomDir, "poster.jpg"));
      writeMaster(roomDir);
      console.info(`${room.id}: ${SECONDS} s, ${(folderBytes(roomDir) / 1024).toFixed(0)} KB`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const total = folderBytes(outDir);
  console.info(`${ROOMS.length} rooms in ${path.relative(root, outDir)}: ${(total / 1024).toFixed(0)} KB`);
  if (total > MAX_TOTAL_BYTES)
    throw new Error(`public/streams weighs ${total} bytes, more than ${MAX_TOTAL_BYTES}: raise CRF or lower AUDIO_KBPS`);
}

main();
