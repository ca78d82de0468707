import { type ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { edgeMessages } from "~/entry.server";
import { t } from "~/services/locale/messages";
import { edgeMessagesOf } from "../../../server/web/edge-messages";

function buildExporting(entryModule: Record<string, unknown>): ServerBuild {
  return { entry: { module: entryModule } } as unknown as ServerBuild;
}

describe("the web edge's texts", () => {
  it("come from the dictionary through app/entry.server.tsx", () => {
    expect(edgeMessages).toMatchObject({
      crossSiteRefused: t("crossSiteRefused"),
      requestTooLarge: t("requestTooLarge"),
      serverError: t("errorTryAgain"),
    });
    expect(edgeMessagesOf(buildExporting({ edgeMessages }))).toEqual(edgeMessages);
  });

  it("fall back to bare HTTP words, text by text, when the build does not export them", () => {
    const fallback = edgeMessagesOf(null);
    expect(Object.values(fallback).every((text) => typeof text === "string" && text.length > 0)).toBe(true);
    expect(edgeMessagesOf(buildExporting({}))).toEqual(fallback);
    expect(edgeMessagesOf(buildExporting({ edgeMessages: "nope" }))).toEqual(fallback);
    const partial = edgeMessagesOf(buildExporting({ edgeMessages: { requestTooLarge: "Quá lớn", serverError: 42 } }));
    expect(partial).toEqual({ ...fallback, requestTooLarge: "Quá lớn" });
  });
});
