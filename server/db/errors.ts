/**
 * Thrown when the database cannot be opened or reached: PostgreSQL down or refusing us, a data
 * folder that cannot hold PGlite's files, a migrations folder that is missing. The message is
 * written for the operator reading the start-up log; it never contains a password.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

const SECRET_PARAMETER = /pass|secret|key|token/i;

/** The connection URL as it may be shown: no password, no secret query parameters. */
export function redactDatabaseUrl(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return "(unparseable URL)";
  }
  url.password = "";
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_PARAMETER.test(name)) url.searchParams.delete(name);
  }
  return url.toString();
}

/** One line describing why a connection or file operation failed (AggregateError included). */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    const inner = [...new Set(error.errors.map(describeError))];
    return inner.join("; ");
  }
  if (error instanceof Error) {
    const own = error.message || ("code" in error && typeof error.code === "string" ? error.code : error.name);
    // drizzle wraps driver errors ("Failed query: ..."): the reason is in the cause.
    return error.cause instanceof Error ? `${own}: ${describeError(error.cause)}` : own;
  }
  return String(error);
}

/** True for PostgreSQL's unique_violation, as both drivers report it (wrapped by drizzle or not). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ("code" in current && current.code === "23505") return true;
  }
  return false;
}
