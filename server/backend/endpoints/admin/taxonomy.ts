import { deleteCategory, deleteTag, listTaxonomy, saveCategory, saveTag } from "../../../admin/taxonomy-editor";
import { ok, type Handler } from "../../binary/endpoint";
import { answer, editorOf } from "./answer";

// Categories and tags (docs/admin.md): server/admin/taxonomy-editor.ts.

export const adminTaxonomy: Handler<"adminTaxonomy"> = async (_param, context) => ok(await listTaxonomy(context.db));

export const adminCategorySave: Handler<"adminCategorySave"> = async (param, context) =>
  answer(await saveCategory(editorOf(context), param), (category) => ({ category }));

export const adminCategoryDelete: Handler<"adminCategoryDelete"> = async ({ id }, context) =>
  answer(await deleteCategory(editorOf(context), id), () => ({}));

export const adminTagSave: Handler<"adminTagSave"> = async (param, context) =>
  answer(await saveTag(editorOf(context), param), (tag) => ({ tag }));

export const adminTagDelete: Handler<"adminTagDelete"> = async ({ id }, context) =>
  answer(await deleteTag(editorOf(context), id), () => ({}));
