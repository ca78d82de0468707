// The machine a run measured, for the report.
import os from "node:os";

export interface Machine {
  cpu: string;
  cores: number;
  memoryMb: number;
  kernel: string;
  node: string;
  /** The 1, 5 and 15 minute load averages when the report was made: others' work on a shared machine shows here. */
  loadAverage: [number, number, number];
}

export function describeMachine(): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.cpus().length,
    memoryMb: Math.round(os.totalmem() / 1024 / 1024),
    kernel: `${os.type()} ${os.release()}`,
    node: process.version,
    loadAverage: [os.loadavg()[0] ?? 0, os.loadavg()[1] ?? 0, os.loadavg()[2] ?? 0],
  };
}
