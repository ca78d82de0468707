import { deletePage, findAdminPage, listAdminPages, savePage } from "../../../admin/page-editor";
import { ok, refuse, type Handler } from "../../binary/endpoint";
import { answer, editorOf } from "./answer";

// The site's pages (docs/admin.md): server/admin/page-editor.ts.

export const adminPageList: Handler<"adminPageList"> = async (_param, context) => ok(await listAdminPages(context.db));

export const adminPage: Handler<"adminPage"> = async ({ id }, context) => {
  const page = await findAdminPage(context.db, id);
  return page ? ok({ page }) : refuse("pageNotFound");
};

export const adminPageSave: Handler<"adminPageSave"> = async (param, context) =>
  answer(await savePage(editorOf(context), param), (page) => ({ page }));

export const adminPageDelete: Handler<"adminPageDelete"> = async ({ id }, context) =>
  answer(await deletePage(editorOf(context), id), () => ({}));
