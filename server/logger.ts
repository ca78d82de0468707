import pino, { type Logger } from "pino";

export type { Logger };

export function createLogger(level: string, name = "vsport"): Logger {
  return pino({ name, level });
}
