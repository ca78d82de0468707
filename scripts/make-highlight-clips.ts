// Makes the shipped highlight clips (docs/highlights.md): one short graphic reel per chosen match,
// drawn by ffmpeg from the match's own data (teams, goals at their minutes, the final score), as
// WebM (VP9) and MP4 (H.264) with a JPEG poster, into public/video/highlights/ (not public/highlights/:
// a folder there would shadow the /highlights page), and the list the seed
// reads, datasets/highlights/clips.json. Run once after `npm run build` (it reads the database
// template): `npm run highlights:clips`. Needs ffmpeg with libvpx, libx264 and drawtext.
import { PGlite } from "@electric-sql/pglite";
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ShippedClip } from "../server/highlights/clips";

interface Choice {
  matchKey: string;
  title: string;
  summary: string;
}

// The matches, and the words about them, are ours; everything drawn in a clip comes from the data.
const CHOICES: Choice[] = [
  {
    matchKey: "world-cup:2022:2022-12-18:national:argentina:national:france",
    title: "Chung kết World Cup 2022: Argentina 3–3 Pháp (luân lưu 4–2)",
    summary: "Messi lập cú đúp, Mbappé ghi hat-trick, và Argentina lên ngôi sau loạt luân lưu ở Lusail.",
  },
  {
    matchKey: "world-cup:2018:2018-07-15:national:croatia:national:france",
    title: "Chung kết World Cup 2018: Pháp 4–2 Croatia",
    summary: "Pháp vô địch lần thứ hai tại Moskva trong trận chung kết nhiều bàn thắng nhất từ năm 1966.",
  },
  {
    matchKey: "world-cup:2014:2014-07-08:national:brazil:national:germany",
    title: "Bán kết World Cup 2014: Brazil 1–7 Đức",
    summary: "Đức ghi bốn bàn trong sáu phút ở Belo Horizonte, trận thua đậm nhất lịch sử của Brazil trên sân nhà.",
  },
  {
    matchKey: "asean-cup:2018:2018-12-15:national:malaysia:national:vietnam",
    title: "Chung kết lượt về AFF Cup 2018: Việt Nam 1–0 Malaysia",
    summary: "Bàn thắng của Anh Đức trên sân Mỹ Đình mang về chức vô địch Đông Nam Á thứ hai cho Việt Nam.",
  },
  {
    matchKey: "es.1:2024-25:2025-05-11:club:fc-barcelona:club:real-madrid-cf",
    title: "Siêu kinh điển La Liga 2024-25: Barcelona 4–3 Real Madrid",
    summary: "Bảy bàn thắng ở Montjuïc và Barcelona tiến sát chức vô địch Tây Ban Nha.",
  },
  {
    matchKey: "nba:2022-23:2023-06-12:nba:DEN:nba:MIA",
    title: "Chung kết NBA 2023, trận 5: Denver Nuggets 94–89 Miami Heat",
    summary: "Denver giành chức vô địch NBA đầu tiên trong lịch sử đội bóng trên sân nhà Ball Arena.",
  },
];

const WIDTH = 640;
const HEIGHT = 360;
const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const INTRO_SECONDS = 2.5;
const GOAL_SECONDS = 1.6;
const OUTRO_SECONDS = 2.5;
const MAX_GOALS_SHOWN = 8;

interface MatchRow {
  key: string;
  slug: string;
  sport: string;
  kickoff_date: string;
  home: string;
  away: string;
  competition: string;
  home_score: number;
  away_score: number;
  pen_home: number | null;
  pen_away: number | null;
}
interface GoalRow {
  type: number;
  minute: number;
  stoppage: number;
  position: number;
  player_name: string | null;
}

const slugOf = (key: string, row: MatchRow) => `${row.slug}-${key.startsWith("nba:") ? "tom-tat" : "highlights"}`;

async function readMatch(db: PGlite, key: string): Promise<{ match: MatchRow; goals: GoalRow[] }> {
  const { rows } = await db.query<MatchRow>(
    `select m.key, m.slug, m.sport, m.kickoff_date::text, coalesce(h.name_vi, h.name) home, coalesce(a.name_vi, a.name) away,
            coalesce(c.name_vi, c.name) competition, m.home_score, m.away_score, m.pen_home, m.pen_away
       from matches m join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
       join competitions c on c.id = m.competition_id where m.key = $1`,
    [key],
  );
  const match = rows[0];
  if (!match) throw new Error(`no match ${key}: build the database template first (npm run build)`);
  const goals = await db.query<GoalRow>(
    `select i.type, i.minute, i.stoppage, i.position, i.player_name from incidents i join matches m on m.id = i.match_id
      where m.key = $1 and i.type in (1, 8, 17) order by i.sequence`,
    [key],
  );
  return { match, goals: goals.rows };
}

function minuteText(goal: GoalRow): string {
  return goal.stoppage > 0 ? `${goal.minute}+${goal.stoppage}'` : `${goal.minute}'`;
}

function goalCaption(goal: GoalRow, match: MatchRow): string {
  const team = goal.position === 1 ? match.home : match.away;
  const kind = goal.type === 8 ? " (phạt đền)" : goal.type === 17 ? " (phản lưới)" : "";
  return `${minuteText(goal)}  ${goal.player_name ?? team}${kind}`;
}

/** One drawtext filter reading its text from a file (no escaping of the text itself). */
function text(workDir: string, name: string, value: string, options: string): string {
  const file = path.join(workDir, `${name}.txt`);
  writeFileSync(file, value);
  return `drawtext=textfile=${file}:${options}`;
}

function filterGraph(workDir: string, match: MatchRow, goals: GoalRow[]): { graph: string; duration: number } {
  const shown = goals.slice(0, MAX_GOALS_SHOWN);
  const duration = INTRO_SECONDS + shown.length * GOAL_SECONDS + OUTRO_SECONDS;
  const filters: string[] = [];
  const basketball = match.sport === "basketball";
  // The ground: a pitch with stripes, a halfway line and a box at each end, or a court.
  const ground = basketball ? "0xb5763a" : "0x1e6b34";
  filters.push(`color=c=${ground}:s=${WIDTH}x${HEIGHT}:d=${duration}:r=24[base]`);
  const chain: string[] = [];
  for (let stripe = 0; stripe < 8; stripe += 2) chain.push(`drawbox=x=${stripe * 80}:y=0:w=80:h=${HEIGHT}:color=black@0.08:t=fill`);
  chain.push(`drawbox=x=20:y=20:w=${WIDTH - 40}:h=${HEIGHT - 40}:color=white@0.6:t=2`);
  chain.push(`drawbox=x=${WIDTH / 2 - 1}:y=20:w=2:h=${HEIGHT - 40}:color=white@0.6:t=fill`);
  chain.push(`drawbox=x=20:y=${HEIGHT / 2 - 60}:w=60:h=120:color=white@0.6:t=2`);
  chain.push(`drawbox=x=${WIDTH - 80}:y=${HEIGHT / 2 - 60}:w=60:h=120:color=white@0.6:t=2`);
  // The ball, always moving.
  chain.push(`drawbox=x='${WIDTH / 2}+230*sin(t*1.3)':y='${HEIGHT / 2 + 70}+40*sin(t*2.1)':w=12:h=12:color=white:t=fill`);
  // Bands for the texts.
  chain.push(`drawbox=x=0:y=0:w=${WIDTH}:h=56:color=black@0.55:t=fill`);
  chain.push(`drawbox=x=0:y=${HEIGHT / 2 - 44}:w=${WIDTH}:h=76:color=black@0.55:t=fill`);
  const date = match.kickoff_date.split("-").reverse().join("/");
  chain.push(text(workDir, "top", `${match.competition} · ${date}`, `fontfile=${FONT}:fontsize=20:fontcolor=white:x=(w-tw)/2:y=18`));
  // The score line: 0–0 during the intro, then after each goal, then the final score.
  let home = 0;
  let away = 0;
  const scoreAt = (index: number, value: string, from: number, to: number) =>
    chain.push(
      text(
        workDir,
        `score-${index}`,
        value,
        `fontfile=${BOLD}:fontsize=30:fontcolor=white:x=(w-tw)/2:y=${HEIGHT / 2 - 32}:enable='between(t,${from.toFixed(2)},${to.toFixed(2)})'`,
      ),
    );
  const line = (h: number, a: number) => `${match.home}  ${h} – ${a}  ${match.away}`;
  scoreAt(0, basketball || shown.length === 0 ? `${match.home}  –  ${match.away}` : line(0, 0), 0, INTRO_SECONDS);
  shown.forEach((goal, index) => {
    if (goal.position === 1) home += 1;
    else away += 1;
    const from = INTRO_SECONDS + index * GOAL_SECONDS;
    scoreAt(index + 1, line(home, away), from, from + GOAL_SECONDS);
    chain.push(
      text(
        workDir,
        `goal-${index}`,
        `VÀO!  ${goalCaption(goal, match)}`,
        `fontfile=${BOLD}:fontsize=24:fontcolor=0xffd54a:box=1:boxcolor=black@0.6:boxborderw=8:x=(w-tw)/2:y=${HEIGHT - 88}:enable='between(t,${from.toFixed(2)},${(from + GOAL_SECONDS).toFixed(2)})'`,
      ),
    );
  });
  const outroFrom = INTRO_SECONDS + shown.length * GOAL_SECONDS;
  scoreAt(shown.length + 1, line(match.home_score, match.away_score), outroFrom, duration + 1);
  const penalties = match.pen_home !== null && match.pen_away !== null ? ` · luân lưu ${match.pen_home}–${match.pen_away}` : "";
  chain.push(
    text(
      workDir,
      "final",
      `Kết quả chung cuộc${penalties}`,
      `fontfile=${FONT}:fontsize=22:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=8:x=(w-tw)/2:y=${HEIGHT - 88}:enable='gte(t,${outroFrom.toFixed(2)})'`,
    ),
  );
  filters.push(`[base]${chain.join(",")},format=yuv420p[out]`);
  return { graph: filters.join(";"), duration };
}

function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

async function main(): Promise<void> {
  const root = process.cwd();
  const template = path.join(root, "build", "database-template");
  const work = mkdtempSync(path.join(tmpdir(), "vsport-clips-"));
  cpSync(template, path.join(work, "db"), { recursive: true });
  const db = new PGlite(path.join(work, "db"));
  const outDir = path.join(root, "public", "video", "highlights");
  mkdirSync(outDir, { recursive: true });
  const clips: ShippedClip[] = [];
  try {
    for (const choice of CHOICES) {
      const { match, goals } = await readMatch(db, choice.matchKey);
      const slug = slugOf(choice.matchKey, match);
      const { graph, duration } = filterGraph(work, match, goals);
      const base = path.join(outDir, slug);
      const input = ["-filter_complex", graph, "-map", "[out]", "-an"];
      ffmpeg([...input, "-c:v", "libvpx-vp9", "-b:v", "220k", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1", `${base}.webm`]);
      ffmpeg([...input, "-c:v", "libx264", "-preset", "slow", "-crf", "30", "-movflags", "+faststart", `${base}.mp4`]);
      ffmpeg(["-ss", String(INTRO_SECONDS + 0.5), "-i", `${base}.mp4`, "-frames:v", "1", "-q:v", "5", `${base}.jpg`]);
      const bytes = statSync(`${base}.webm`).size + statSync(`${base}.mp4`).size;
      console.info(`${slug}: ${duration.toFixed(1)} s, ${goals.length} goals, ${(bytes / 1024).toFixed(0)} KB`);
      clips.push({
        slug,
        matchKey: choice.matchKey,
        title: choice.title,
        summary: choice.summary,
        durationSeconds: Math.round(duration),
        width: WIDTH,
        height: HEIGHT,
        files: { webm: `/video/highlights/${slug}.webm`, mp4: `/video/highlights/${slug}.mp4`, poster: `/video/highlights/${slug}.jpg` },
      });
    }
  } finally {
    await db.close();
    rmSync(work, { recursive: true, force: true });
  }
  const manifest = path.join(root, "datasets", "highlights", "clips.json");
  mkdirSync(path.dirname(manifest), { recursive: true });
  writeFileSync(manifest, `${JSON.stringify(clips, null, 2)}\n`);
  console.info(`${clips.length} clips; list in ${path.relative(root, manifest)}`);
}

await main();
