import { readSite, saveHome, saveMenu, saveSettings } from "../../../admin/site-editor";
import { ok, type Handler } from "../../binary/endpoint";
import { answer, editorOf } from "./answer";

// The site's settings, menu and home page (docs/admin.md): server/admin/site-editor.ts.

export const adminSite: Handler<"adminSite"> = async (_param, context) => ok(await readSite(context.db));

export const adminSettingsSave: Handler<"adminSettingsSave"> = async (param, context) =>
  answer(await saveSettings(editorOf(context), param), (site) => site);

export const adminMenuSave: Handler<"adminMenuSave"> = async ({ entries }, context) =>
  answer(await saveMenu(editorOf(context), entries), (site) => site);

export const adminHomeSave: Handler<"adminHomeSave"> = async ({ sections }, context) =>
  answer(await saveHome(editorOf(context), sections), (site) => site);
