// Account chores for the operator: npm run user -- <command>   (the commands: USAGE in
// server/accounts/operator-commands.ts). Reads the server's configuration (DATA_DIR, DATABASE_URL).
// Exit codes: 0 done, 1 could not be done, 2 bad arguments or configuration.
import { t } from "../app/services/locale/messages";
import { OperatorCommandError, parseOperatorArgs, runOperatorCommand, USAGE, UsageError } from "../server/accounts/operator-commands";
import { ConfigurationError, readConfig } from "../server/config/env";
import { DatabaseUnavailableError, defaultDatabaseTemplateDir, migrateDatabase, openDatabase } from "../server/db";

function print(stream: NodeJS.WriteStream, text: string): void {
  stream.write(`${text}\n`);
}

async function main(args: readonly string[]): Promise<number> {
  let command;
  try {
    command = parseOperatorArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    print(process.stderr, `error: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.name === "help") {
    print(process.stdout, USAGE);
    return 0;
  }

  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    print(process.stderr, error.message);
    return 2;
  }

  let database;
  try {
    database = await openDatabase({
      dataDir: config.DATA_DIR,
      databaseUrl: config.DATABASE_URL,
      pgliteTemplateDir: defaultDatabaseTemplateDir(),
    });
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    print(process.stderr, `error: ${error.message}`);
    return 1;
  }
  try {
    if (database.driver === "pglite")
      print(process.stderr, `using the embedded database in ${database.dataDir} (the site must not be running on it)`);
    await migrateDatabase(database);
    print(process.stdout, await runOperatorCommand(database.db, command));
    return 0;
  } catch (error) {
    if (!(error instanceof OperatorCommandError || error instanceof DatabaseUnavailableError)) throw error;
    print(process.stderr, `error: ${error.message}`);
    if (error instanceof OperatorCommandError)
      for (const [field, key] of Object.entries(error.fieldErrors)) if (key) print(process.stderr, `  --${field}: ${t(key)}`);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    print(process.stderr, `error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
