// The yardstick's server: Express 4 + compression + static files + Remix's Express adapter, as the
// Remix templates serve an app, and nothing else (no request log, so that it costs what a bare
// Remix page costs). PORT and HOST from the environment; run with NODE_ENV=production.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(here, "build", "index.js"));

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/build", express.static(path.join(here, "public", "build"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(here, "public"), { maxAge: "1h" }));
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
app.listen(port, host, () => console.info(`yardstick listening on http://${host}:${port}`));
