export { openDatabase, type OpenDatabaseOptions } from "./client";
export { DatabaseUnavailableError, redactDatabaseUrl } from "./errors";
export { buildDatabaseTemplate, defaultDatabaseTemplateDir } from "./database-template";
export { defaultMigrationsFolder, migrateDatabase, type MigrateOptions } from "./migrate";
export { seedDatabase, type SeedResult } from "./seed";
export { CONFIGURATION_CODES, DEFAULT_CONFIGURATIONS, DEFAULT_MENU, MENU_KINDS, type ConfigurationCode, type MenuKind } from "./seed-data";
export { listConfigurations, setConfiguration, type ConfigurationItem } from "./repositories/configurations";
export { listMenu, updateMenuCode, type MenuItem, type UpdateMenuCodeResult } from "./repositories/menu";
export type { AppDatabase, Database, DatabaseDriver, PgliteDatabaseHandle, PostgresDatabaseHandle, Schema } from "./types";
