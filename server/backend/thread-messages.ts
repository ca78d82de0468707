/** What the backend thread tells the thread that started it. */
export type ThreadMessage = { type: "listening"; url: string } | { type: "stopped" } | { type: "failed"; message: string };

/** What the starting thread tells the backend thread. */
export type HostMessage = { type: "stop" };
