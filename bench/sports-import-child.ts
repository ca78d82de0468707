// Run by bench/sports-import.ts in a process of its own: imports the shipped sports data into a
// fresh PGlite database (no template), twice, and prints one JSON line with the figures.
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { importShippedSportsData } from "../server/sports/import/shipped";

const [folder] = process.argv.slice(2);
if (!folder) throw new Error("usage: sports-import-child.ts <empty folder>");
const database = await openDatabase({ dataDir: folder, pgliteDir: folder });
await migrateDatabase(database);
const first = await importShippedSportsData(database.db);
const again = await importShippedSportsData(database.db);
await database.close();
process.stdout.write(
  `${JSON.stringify({
    matches: first.matches,
    rejected: first.rejections.length,
    firstMs: first.durationMs,
    againMs: again.durationMs,
    againWritten: again.counts.matchesWritten,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  })}\n`,
);
