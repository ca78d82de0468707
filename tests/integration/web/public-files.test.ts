import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo } from "node:net";
import { type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_FILE_CACHE_CONTROL, publicFiles } from "../../../server/web/public-files";

describe("the public files", () => {
  let folder: string;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), "vsport-public-"));
    mkdirSync(path.join(folder, "build"));
    mkdirSync(path.join(folder, "images"));
    writeFileSync(path.join(folder, "build", "entry-ABC123.js"), "console.log(1)");
    writeFileSync(path.join(folder, "images", "logo.svg"), "<svg/>");
    const app = express();
    app.use(publicFiles(folder));
    app.use((_request, response) => response.status(404).send("page"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("serves the fingerprinted build for a year and the other files a day, then a week while revalidating", async () => {
    const built = await fetch(`${url}/build/entry-ABC123.js`);
    expect(built.status).toBe(200);
    expect(built.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const image = await fetch(`${url}/images/logo.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toBe(PUBLIC_FILE_CACHE_CONTROL);
  });

  it("hands pages and missing files on to the next handler", async () => {
    expect(await (await fetch(`${url}/lich-truc-tiep`)).text()).toBe("page");
    expect(await (await fetch(`${url}/images/khong-co.svg`)).text()).toBe("page");
  });

  it("looks only under the entries the folder had at start", async () => {
    writeFileSync(path.join(folder, "later.txt"), "written after start");
    expect(await (await fetch(`${url}/later.txt`)).text()).toBe("page");
  });
});
