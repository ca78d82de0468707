import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { InProcessBus } from "../../../server/bus/in-process-bus";
import { createLogger } from "../../../server/logger";

const logger = createLogger("silent");
const opened: InProcessBus[] = [];
function bus(name: string): InProcessBus {
  const made = new InProcessBus(name, logger);
  opened.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((made) => made.close()));
});

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the in-process bus", () => {
  it("delivers a message once to subscribers of the same bus and of another bus of the same name", async () => {
    const publisher = bus("a");
    const other = bus("a");
    const here: number[][] = [];
    const there: number[][] = [];
    publisher.subscribe("live", (message) => here.push([...message]));
    other.subscribe("live", (message) => there.push([...message]));
    publisher.publish("live", new Uint8Array([1, 2, 3]));
    await nextTurn();
    expect(here).toEqual([[1, 2, 3]]);
    expect(there).toEqual([[1, 2, 3]]);
  });

  it("keeps channels and bus names apart, and stops delivering after unsubscribing", async () => {
    const publisher = bus("b");
    const stranger = bus("c");
    const received: string[] = [];
    const stop = publisher.subscribe("live", () => received.push("live"));
    publisher.subscribe("user:1", () => received.push("user:1"));
    stranger.subscribe("live", () => received.push("stranger"));
    publisher.publish("user:1", new Uint8Array([0]));
    stop();
    publisher.publish("live", new Uint8Array([0]));
    await nextTurn();
    expect(received).toEqual(["user:1"]);
  });

  it("goes on delivering to the others when one listener throws", async () => {
    const publisher = bus("d");
    const received: number[] = [];
    publisher.subscribe("live", () => {
      throw new Error("broken listener");
    });
    publisher.subscribe("live", (message) => received.push(message[0] ?? -1));
    publisher.publish("live", new Uint8Array([7]));
    expect(received).toEqual([7]);
  });

  it("carries messages from another thread of the process", async () => {
    const listener = bus("threads");
    const received = new Promise<number[]>((resolve) => listener.subscribe("live", (message) => resolve([...message])));
    const worker = new Worker(
      `const { BroadcastChannel } = require("node:worker_threads");
       const channel = new BroadcastChannel("vsport-bus:threads");
       channel.postMessage({ channel: "live", message: new Uint8Array([4, 5]) });
       channel.close();`,
      { eval: true },
    );
    expect(await received).toEqual([4, 5]);
    await worker.terminate();
  });
});
