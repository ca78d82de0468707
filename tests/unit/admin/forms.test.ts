import { describe, expect, it } from "vitest";
import { conformFieldName } from "~/services/forms/intent-action.server";
import { bangkokLocalToIso, homeFormSchema, isoToBangkokLocal, menuFormSchema, postFormSchema, rowErrorPath } from "~/services/admin/forms";
import { isMessageKey, t } from "~/services/locale/messages";
import { checkForm } from "~/services/forms/parse";
import { DEFAULT_MENU } from "../../../contract/content";

// The admin area's forms (app/services/admin/forms.ts): what the posted fields become, and where
// a problem is shown.

/** The errors of a refused submission (a successful one has none). */
function errorsOf(submission: object): Record<string, string[] | null> | undefined {
  return "error" in submission ? (submission.error as Record<string, string[] | null> | undefined) : undefined;
}

function formDataOf(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) data.append(name, each);
  return data;
}

/** The shipped menu as the form posts it, plus the spare blank row. */
function menuRows(change: (rows: Record<string, string>[]) => void = () => undefined): FormData {
  const rows = [
    ...DEFAULT_MENU.map((entry) => ({ code: entry.code, kind: entry.description, name: entry.name })),
    { code: "", kind: "", name: "" },
  ].map((row, index) => ({ ...row, position: String(index + 1), remove: "" }));
  change(rows);
  const fields: Record<string, string> = {};
  rows.forEach((row, index) => {
    for (const [name, value] of Object.entries(row)) if (!(name === "remove" && value === "")) fields[`entries[${index}].${name}`] = value;
  });
  return formDataOf(fields);
}

describe("the menu form", () => {
  it("drops the blank spare row and the rows marked for removal, and orders the rest by position", () => {
    const submission = checkForm(
      menuRows((rows) => {
        rows[0]!.position = "9";
        rows.push({ code: "bong-da-viet", kind: "NEWS", name: "Bóng đá Việt", position: "2", remove: "on" });
      }),
      menuFormSchema,
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const codes = submission.value.entries.rows.map((row) => row.code);
    expect(codes).toEqual(["ket-qua", "bang-xep-hang", "highlights", "news", "top-player", "tag", "lich-truc-tiep"]);
    expect(submission.value.entries.kept).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it("shows each problem on the row that has it, counted as the form shows the rows", () => {
    const submission = checkForm(
      menuRows((rows) => {
        rows[2]!.remove = "on";
        rows[4]!.code = "quan-tri";
        rows[5]!.code = "highlights";
      }),
      menuFormSchema,
    );
    expect(submission.status).toBe("error");
    expect(errorsOf(submission)?.["entries[4].code"]).toEqual(["slugReserved"]);
    expect(errorsOf(submission)?.["entries[5].code"]).toEqual(["menuCodeDuplicate"]);
    // Removing the rankings row leaves a kind without an entry.
    expect(errorsOf(submission)?.entries).toEqual(["menuKindMissing"]);
  });

  it("places the backend's error on the form row it came from", () => {
    expect(rowErrorPath("entries", [0, 2, 5], "entries.2.code")).toBe("entries.5.code");
    expect(conformFieldName(rowErrorPath("entries", [0, 2, 5], "entries.1.name"))).toBe("entries[2].name");
    expect(rowErrorPath("entries", [0], "siteName")).toBe("siteName");
  });
});

describe("the home layout form", () => {
  it("reads sizes as numbers, keeps a category only for a category section, and refuses an empty layout", () => {
    const submission = checkForm(
      formDataOf({
        "sections[0].kind": "latestNews",
        "sections[0].title": "Tin mới",
        "sections[0].size": "6",
        "sections[0].category": "v-league",
        "sections[0].position": "1",
        "sections[1].kind": "category",
        "sections[1].title": "V.League",
        "sections[1].size": "4",
        "sections[1].category": "v-league",
        "sections[1].position": "2",
      }),
      homeFormSchema,
    );
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value.sections.rows).toEqual([
        { kind: "latestNews", title: "Tin mới", size: 6 },
        { kind: "category", title: "V.League", size: 4, category: "v-league" },
      ]);
    const bad = checkForm(
      formDataOf({ "sections[0].kind": "latestNews", "sections[0].title": "Tin", "sections[0].size": "99" }),
      homeFormSchema,
    );
    expect(errorsOf(bad)?.["sections[0].size"]).toEqual(["homeSectionSize"]);
    expect(errorsOf(checkForm(formDataOf({ "sections[0].kind": "", "sections[0].title": "" }), homeFormSchema))?.sections).toEqual([
      "homeSectionInvalid",
    ]);
  });
});

describe("the post form", () => {
  const fields = {
    title: "Hà Nội FC thắng đậm",
    summary: "",
    bodyMarkdown: "Nội dung",
    category: "v-league",
    tags: ["ha-noi-fc", "v-league"],
    author: "Ban biên tập",
    publishAt: "2026-11-25T20:30",
  };

  it("gives the time only when scheduling, in Vietnam's time zone", () => {
    const scheduled = checkForm(formDataOf(fields), postFormSchema("schedule", "browser"));
    expect(scheduled.status).toBe("success");
    if (scheduled.status === "success")
      expect(scheduled.value).toMatchObject({ action: "schedule", publishAt: "2026-11-25T20:30:00+07:00" });
    const draft = checkForm(formDataOf(fields), postFormSchema("draft", "browser"));
    if (draft.status === "success") expect(draft.value.publishAt).toBeUndefined();
    const noTime = checkForm(formDataOf({ ...fields, publishAt: "" }), postFormSchema("schedule", "browser"));
    expect(errorsOf(noTime)?.publishAt).toEqual(["scheduleTimeInvalid"]);
  });

  it("refuses what the backend would, under the field", () => {
    const submission = checkForm(
      formDataOf({ ...fields, title: "H", slug: "Hà Nội", tags: Array(9).fill("a") }),
      postFormSchema("draft", "browser"),
    );
    expect(errorsOf(submission)?.title).toEqual(["titleLength"]);
    expect(errorsOf(submission)?.slug).toEqual(["slugInvalid"]);
    expect(errorsOf(submission)?.tags).toEqual(["tooManyTags"]);
  });

  it("turns a datetime-local value to ISO and back", () => {
    expect(bangkokLocalToIso("2026-11-25T08:05")).toBe("2026-11-25T08:05:00+07:00");
    expect(isoToBangkokLocal("2026-11-25T01:05:00Z")).toBe("2026-11-25T08:05");
    expect(isoToBangkokLocal(null)).toBe("");
  });
});

describe("the admin part of the dictionary", () => {
  it("is known once its module has loaded, like the rest of the dictionary", async () => {
    await import("~/services/locale/admin-messages");
    expect(isMessageKey("slugReserved")).toBe(true);
    expect(t("slugReserved")).toBe("Đường dẫn này trùng với một trang cố định hoặc một mục menu của site");
  });
});
