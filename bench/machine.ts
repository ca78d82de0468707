// The machine a run measured, for the report.
import os from "node:os";

export interface Machine {
  cpu: string;
  cores: number;
  memoryMb: number;
  kernel: string;
  node: string;
}

export function describeMachine(): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.cpus().length,
    memoryMb: Math.round(os.totalmem() / 1024 / 1024),
    kernel: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}
