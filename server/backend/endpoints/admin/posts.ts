import { deletePost, findAdminPost, listAdminPosts, savePost } from "../../../admin/post-editor";
import { ok, refuse, type Handler } from "../../binary/endpoint";
import { answer, editorOf } from "./answer";

// The admin's posts (docs/admin.md): server/admin/post-editor.ts.

export const adminPostList: Handler<"adminPostList"> = async (param, context) => ok(await listAdminPosts(context.db, param));

export const adminPost: Handler<"adminPost"> = async ({ id }, context) => {
  const post = await findAdminPost(context.db, id);
  return post ? ok({ post }) : refuse("postNotFound");
};

export const adminPostSave: Handler<"adminPostSave"> = async (param, context) =>
  answer(await savePost(editorOf(context), param), (post) => ({ post }));

export const adminPostDelete: Handler<"adminPostDelete"> = async ({ id }, context) =>
  answer(await deletePost(editorOf(context), id), () => ({}));
