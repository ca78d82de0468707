// The servers as processes: start one, wait until it answers, read its memory and CPU time from
// /proc (the process and its descendants), stop it. Linux only.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  pid: number;
  /** The last lines it printed, for the message when it fails. */
  output: () => string;
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): ServerProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { name, child, pid: child.pid, output: () => lines.join("\n") };
}

/** Polls the URL until it answers 200; the milliseconds from `since` (the spawn) to that answer. */
export async function waitReady(server: ServerProcess, url: string, since: number, timeoutMs = 60_000): Promise<number> {
  const deadline = since + timeoutMs;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(
        `${server.name} exited (${server.child.exitCode ?? server.child.signalCode}) before it was ready:\n${server.output()}`,
      );
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  throw new Error(`${server.name} was not ready at ${url} within ${timeoutMs} ms:\n${server.output()}`);
}

/** SIGTERM, then SIGKILL after a grace period; resolves when it has exited. */
export async function stopProcess(server: ServerProcess, graceMs = 15_000): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

export interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime, in clock ticks. */
  cpuTicks: number;
}

/** Reads a line of /proc/<pid>/stat (the command's name, in parentheses, may hold spaces). */
export function parseProcStat(line: string): ProcStat {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  if (open < 0 || close < open) throw new Error(`not a /proc stat line: ${line.slice(0, 80)}`);
  const pid = Number(line.slice(0, open).trim());
  // Fields from the third (state) on; field n of proc(5) is fields[n - 3].
  const fields = line
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const field = (n: number) => Number(fields[n - 3] ?? Number.NaN);
  return { pid, ppid: field(4), cpuTicks: field(14) + field(15) + field(16) + field(17) };
}

function allStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      stats.push(parseProcStat(readFileSync(`/proc/${entry}/stat`, "utf8")));
    } catch {
      // Gone meanwhile.
    }
  }
  return stats;
}

/** The process and its living descendants. */
function tree(rootPid: number): ProcStat[] {
  const stats = allStats();
  const members = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const stat of stats)
      if (!members.has(stat.pid) && members.has(stat.ppid)) {
        members.add(stat.pid);
        grew = true;
      }
  }
  return stats.filter((stat) => members.has(stat.pid));
}

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  return ticksPerSecond;
}

/** CPU time used so far by the process and its descendants (children that exited included), in ms. */
export function cpuMs(rootPid: number): number {
  const ticks = tree(rootPid).reduce((total, stat) => total + stat.cpuTicks, 0);
  return (ticks * 1000) / clockTicks();
}

/** Resident memory (VmRSS) of the process and its descendants, in MB; `descendantsOnly` leaves the process itself out. */
export function rssMb(rootPid: number, descendantsOnly = false): number {
  let kilobytes = 0;
  for (const { pid } of tree(rootPid)) {
    if (descendantsOnly && pid === rootPid) continue;
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      kilobytes += Number(match?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return kilobytes / 1024;
}
