import { describe, expect, it } from "vitest";
import { roomSettingsFormSchema, scheduleFormSchema } from "~/services/commentator/forms";
import { checkForm, readForm } from "~/services/forms/parse";

// The centre's forms read with the calls' own rules (issue 12): every problem at once, the spec's
// 'Please fill in all fields' for anything missing, the cover by its bytes in the action.

/** The field errors of a refused submission (none for an accepted one). */
function errorsOf(submission: { status?: string; error?: unknown }): unknown {
  return submission.status === "success" ? {} : submission.error;
}

function formOf(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const FILLED = {
  name: "Phòng của Kiên",
  introduction: "Giới thiệu",
  notification: "Thông báo",
  category: "football",
  streamUrl: "/live-hls/blv-kien.m3u8",
  streamName: "Luồng",
  liveStatus: "offline",
  line1: "Câu 1",
  line2: "Câu 2",
};
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

describe("the room settings form", () => {
  it("names every missing field at once, the cover too while the room has none", () => {
    const submission = checkForm(formOf({ ...FILLED, name: "", line2: "  " }), roomSettingsFormSchema("browser", false));
    expect(submission.status).toBe("error");
    expect(errorsOf(submission)).toMatchObject({ name: ["fillAllFields"], line2: ["fillAllFields"], cover: ["fillAllFields"] });
  });

  it("keeps the room's cover when none is chosen, and refuses an oversized field", () => {
    expect(checkForm(formOf(FILLED), roomSettingsFormSchema("browser", true)).status).toBe("success");
    const long = checkForm(formOf({ ...FILLED, streamName: "x".repeat(61) }), roomSettingsFormSchema("browser", true));
    expect(errorsOf(long)).toMatchObject({ streamName: ["roomFieldTooLong"] });
    const wrongStatus = checkForm(formOf({ ...FILLED, liveStatus: "paused" }), roomSettingsFormSchema("browser", true));
    expect(errorsOf(wrongStatus)).toMatchObject({ liveStatus: ["fillAllFields"] });
  });

  it("in the action, refuses a cover whose bytes are no JPG or PNG whatever its name says", async () => {
    const fake = new File([new TextEncoder().encode("GIF89a fake")], "cover.png", { type: "image/png" });
    const refused = await readForm(formOf({ ...FILLED, cover: fake }), roomSettingsFormSchema("action", true));
    expect(errorsOf(refused)).toMatchObject({ cover: ["avatarWrongType"] });
    const png = new File([PNG_BYTES], "cover.png", { type: "image/png" });
    expect((await readForm(formOf({ ...FILLED, cover: png }), roomSettingsFormSchema("action", true))).status).toBe("success");
  });
});

describe("the schedule form", () => {
  it("reads Set Schedule and Cancel Schedule of a match", () => {
    const set = checkForm(formOf({ matchId: "42", scheduled: "true" }), scheduleFormSchema);
    expect(set.status === "success" && set.value).toEqual({ matchId: 42, scheduled: true });
    const cancel = checkForm(formOf({ matchId: "42", scheduled: "false" }), scheduleFormSchema);
    expect(cancel.status === "success" && cancel.value).toEqual({ matchId: 42, scheduled: false });
    expect(checkForm(formOf({ matchId: "x", scheduled: "true" }), scheduleFormSchema).status).toBe("error");
  });
});
