// One round of load: autocannon from this process against a server that runs in another, with the
// server's CPU time read before and after. Any answer but 2xx, or a socket error, fails the run:
// a figure made of redirects or errors would compare nothing.
import autocannon from "autocannon";
import { REQUEST_HEADERS } from "./config";
import { cpuMs } from "./processes";
import { type Round } from "./stats";

export interface LoadOptions {
  url: string;
  /** The server's process, whose CPU time is counted. */
  pid: number;
  seconds: number;
  connections: number;
  cookie?: string | undefined;
}

export async function loadRound(options: LoadOptions): Promise<Round> {
  const headers: Record<string, string> = { ...REQUEST_HEADERS };
  if (options.cookie) headers.cookie = options.cookie;
  const cpuBefore = cpuMs(options.pid);
  const result = await autocannon({ url: options.url, connections: options.connections, duration: options.seconds, headers, timeout: 30 });
  const cpuAfter = cpuMs(options.pid);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    const statuses = Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}×${count}`)
      .join(", ");
    throw new Error(`${options.url}: ${result.non2xx} answers not 2xx (${statuses}), ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMs: cpuAfter - cpuBefore,
  };
}
