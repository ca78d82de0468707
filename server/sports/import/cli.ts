// `npm run sports:import`: imports the shipped sports data (datasets/sports, or SPORTS_DATA_DIR)
// into the site's database (DATA_DIR's PGlite, or DATABASE_URL), migrating it first. Run it while
// the site is stopped when the database is PGlite (one process owns its folder). Importing again
// changes nothing unless the data changed. The full report goes to DATA_DIR/sports-import-report.json.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { readConfig } from "../../config/env";
import { openDatabase } from "../../db/client";
import { defaultDatabaseTemplateDir } from "../../db/database-template";
import { migrateDatabase } from "../../db/migrate";
import { seedDatabase } from "../../db/seed";
import { IMPORT_REPORT_FILE, importShippedSportsData, summariseImport, writeImportReport } from "./shipped";

const config = readConfig(process.env);
await mkdir(config.DATA_DIR, { recursive: true });
const database = await openDatabase({
  dataDir: config.DATA_DIR,
  databaseUrl: config.DATABASE_URL,
  pgliteTemplateDir: defaultDatabaseTemplateDir(),
});
try {
  await migrateDatabase(database);
  await seedDatabase(database);
  const report = await importShippedSportsData(database.db);
  const file = path.join(config.DATA_DIR, IMPORT_REPORT_FILE);
  await writeImportReport(report, file);
  console.info(`${summariseImport(report)}\nreport: ${file}`);
} finally {
  await database.close();
}
