// Part of `npm run build` (compiled to build/server/build-database-template.js): the database that
// first starts copy (server/db/database-template.ts).
import { buildDatabaseTemplate, defaultDatabaseTemplateDir } from "./database-template";

await buildDatabaseTemplate(defaultDatabaseTemplateDir(), { sports: true });
