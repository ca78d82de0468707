import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGE_KEYS, COMMENTATOR_MESSAGE_KEYS, ROOM_MESSAGE_KEYS, SCREEN_MESSAGE_KEYS } from "../../../contract/message-keys";

// The dictionary's parts (decisions 032 and 034) reach a browser only with the modules that import
// them. A module that shows a part's word must take `t` from that part's module, or the browser
// could show the key instead of the word on a page that has not loaded the part.

const PARTS = [
  { module: "~/services/locale/admin-messages", keys: ADMIN_MESSAGE_KEYS },
  { module: "~/services/locale/room-messages", keys: ROOM_MESSAGE_KEYS },
  { module: "~/services/locale/screen-messages", keys: SCREEN_MESSAGE_KEYS },
  { module: "~/services/locale/commentator-messages", keys: COMMENTATOR_MESSAGE_KEYS },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.includes(".server.") ? [file] : [];
  });
}

describe("the dictionary's parts", () => {
  const files = sourceFiles(path.resolve("app")).map((file) => ({ file, text: readFileSync(file, "utf8") }));

  it.each(PARTS)("every browser module that shows a word of $module takes t from it", ({ module, keys }) => {
    const wrong: string[] = [];
    for (const { file, text } of files) {
      if (text.includes(`from "${module}"`)) continue;
      const shown = keys.filter((key) => text.includes(`t("${key}")`));
      if (shown.length > 0) wrong.push(`${path.relative(process.cwd(), file)}: ${shown.join(", ")}`);
    }
    expect(wrong).toEqual([]);
  });

  it("keeps each key in one part only", () => {
    const all = [...ADMIN_MESSAGE_KEYS, ...ROOM_MESSAGE_KEYS, ...SCREEN_MESSAGE_KEYS, ...COMMENTATOR_MESSAGE_KEYS];
    expect(new Set(all).size).toBe(all.length);
  });
});
