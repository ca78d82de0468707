import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { demoAccount, logIn, waitForHydration } from "./helpers";

// Issue 12's "Done when", in Chromium with Debian's ffmpeg and nginx-rtmp (the e2e site starts the
// media server, as `npm start` does): a commentator logs in, fills in the room's settings, schedules a
// live match, copies the stream key and pushes a test stream with ffmpeg; the room goes live; a viewer
// watches the video play and finds the room in the match's list; the stream stops and the room goes
// offline; the data page shows that broadcast's viewers.
test.describe.configure({ mode: "serial" });

const COMMENTATOR = "demo_blv5";

/** ffmpeg pushing a test picture and tone to the media server, as OBS would (H.264 + AAC over RTMP). */
function pushTestStream(rtmpUrl: string, streamKey: string): ChildProcess {
  const encoder = spawn(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-re"],
      ...["-f", "lavfi", "-i", "testsrc=size=1280x720:rate=30"],
      ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-pix_fmt", "yuv420p", "-g", "30"],
      ...["-c:a", "aac", "-b:a", "96k", "-f", "flv", `${rtmpUrl}/${streamKey}`],
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  encoder.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`ffmpeg: ${chunk.toString()}`));
  return encoder;
}

function stop(encoder: ChildProcess): Promise<void> {
  if (encoder.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    encoder.once("exit", () => resolve());
    encoder.kill("SIGINT");
  });
}

async function fillSettings(page: Page): Promise<void> {
  const form = page.getByTestId("room-settings-form");
  await form.getByLabel("Tên phòng").fill("Tuấn Anh – Trực tiếp từ OBS");
  await form.getByLabel("Giới thiệu").fill("Bình luận trực tiếp các trận cầu đỉnh cao.");
  await form.getByLabel("Thông báo").fill("Đang phát thử từ OBS, chào mọi người!");
  await form.getByLabel("Chuyên mục").selectOption("football");
  await form.getByLabel("Ảnh bìa").setInputFiles("public/streams/blv-1/poster.jpg");
  await form.getByLabel("Tên luồng").fill("Phát thử");
  await form.getByLabel("Câu gợi ý 1").fill("Chào mừng anh em");
  await form.getByLabel("Câu gợi ý 2").fill("Nhớ bấm theo dõi nhé");
  // The preview follows what is typed.
  await expect(page.getByTestId("room-preview")).toContainText("Tuấn Anh – Trực tiếp từ OBS");
  await page.getByTestId("save-room-settings").click();
  await expect(page.getByText("Đã lưu cài đặt phòng live")).toBeVisible();
}

test("a commentator streams from OBS (ffmpeg): the room goes live, a viewer watches, then it goes offline", async ({ browser }) => {
  test.setTimeout(150_000);
  const commentatorContext = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const centre = await commentatorContext.newPage();
  await logIn(centre.request, demoAccount("commentator", COMMENTATOR));
  await centre.goto("/commentator");
  await waitForHydration(centre);
  await expect(centre.getByTestId("media-server-down")).toHaveCount(0);

  // All fields are required: an empty name is refused with the spec's message and nothing is lost.
  await centre.getByTestId("room-settings-form").getByLabel("Tên phòng").fill("");
  await centre.getByTestId("save-room-settings").click();
  await expect(centre.getByText("Vui lòng điền đầy đủ thông tin").first()).toBeVisible();
  await fillSettings(centre);

  // A live match on the schedule: going live covers it, so its page lists the room.
  await centre.getByRole("link", { name: "Lịch bình luận" }).click();
  const liveMatch = centre.locator(".centre-schedule__match", { has: centre.locator(".live-badge") }).first();
  await expect(liveMatch).toBeVisible();
  const matchHref = await liveMatch.locator("a").first().getAttribute("href");
  await liveMatch.getByRole("button", { name: "Đặt lịch" }).click();
  await expect(centre.getByText("Đã đặt lịch bình luận")).toBeVisible();

  // The key, copied as the commentator would, and OBS's server.
  await centre.getByRole("link", { name: "Phòng live" }).click();
  await centre.getByTestId("copy-stream-key").click();
  const streamKey = await centre.evaluate(() => navigator.clipboard.readText());
  expect(streamKey).toMatch(/^live_[A-Za-z0-9]{32}$/);
  const rtmpUrl = await centre.getByTestId("rtmp-server").inputValue();
  const slug = (await centre.getByRole("link", { name: "Xem trang phòng live" }).getAttribute("href"))?.replace("/truc-tiep/", "") ?? "";

  const encoder = pushTestStream(rtmpUrl, streamKey);
  try {
    await expect
      .poll(
        async () => {
          await centre.reload();
          return centre.getByTestId("publishing-status").textContent();
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBe("Đang nhận tín hiệu từ OBS");

    const viewer = await (await browser.newContext()).newPage();
    await viewer.goto(`/truc-tiep/${slug}`);
    await waitForHydration(viewer);
    await expect(viewer.getByText("Tuấn Anh – Trực tiếp từ OBS").first()).toBeVisible();
    const video = viewer.getByTestId("room-video");
    // hls.js plays what nginx made of the push: its time advances.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 40_000 }).toBeGreaterThan(2);
    // The HLS address is the room's public name, never the key.
    const source = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
    expect(source).not.toContain(streamKey);

    const matchPage = await viewer.context().newPage();
    await matchPage.goto(matchHref ?? "/");
    await expect(matchPage.getByTestId("match-rooms")).toContainText("BLV Tuấn Anh");
    await expect(matchPage.getByTestId("match-rooms")).toContainText("Đang live");
    await matchPage.close();

    // The stream stops: the room goes offline, and the viewer's page says so.
    await stop(encoder);
    await expect(viewer.getByTestId("room-offline")).toBeVisible({ timeout: 30_000 });
    await viewer.context().close();
  } finally {
    await stop(encoder);
  }

  // The numbers: that broadcast, with its viewer.
  await centre.goto("/commentator/du-lieu");
  await expect(centre.getByTestId("data-broadcasts")).not.toHaveText("0");
  await expect(centre.getByTestId("data-broadcast-table").locator("tbody tr").first()).toBeVisible();
  await expect(centre.getByTestId("data-peakViewers")).not.toHaveText("0");
  await commentatorContext.close();
});

test("a wrong stream key is refused by the media server", async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page.request, demoAccount("commentator", COMMENTATOR));
  await page.goto("/commentator");
  const rtmpUrl = await page.getByTestId("rtmp-server").inputValue();
  const encoder = pushTestStream(rtmpUrl, `live_${"x".repeat(32)}`);
  const exitCode = await new Promise<number | null>((resolve) => encoder.once("exit", resolve));
  expect(exitCode).not.toBe(0);
  await page.reload();
  await expect(page.getByTestId("publishing-status")).toHaveText("Chưa nhận tín hiệu: hãy bắt đầu phát trong OBS");
});
