import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { type MessageKey } from "../../contract/message-keys";
import { adminPostPath, ADMIN_PATH } from "~/components/admin/admin-sections";
import { DeleteButton } from "~/components/admin/DeleteButton";
import { PostEditor } from "~/components/admin/PostEditor";
import { intentForm, runIntentAction } from "~/services/forms/intent-action.server";
import { idFormSchema, postActionOf, postFormSchema, POST_FORM_INTENTS, type PostFormIntent } from "~/services/admin/forms";
import { pageData } from "~/services/transport/page-data.server";
import { rowIdOf } from "~/services/admin/row-id";
import { imageParamOf } from "~/services/forms/form-upload.server";
import { t } from "~/services/locale/admin-messages";
import { adminGuard } from "~/services/admin/guard.server";
import { newsPath } from "~/services/shell/menu";
import { type loader as rootLoader } from "~/root";

// /quan-tri/bai-viet/{id|moi}: write or edit a post, see the saved version as readers will, and
// save it as a draft, publish it, schedule it or take it down; or delete it.

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { viewer, detail } = await adminGuard(request, context);
  const id = rowIdOf(params.id);
  const [taxonomy, post] = await Promise.all([
    pageData(context, viewer.sessionId, "adminTaxonomy", {}),
    id === null ? null : pageData(context, viewer.sessionId, "adminPost", { id }).then((result) => result.post),
  ]);
  return { post, categories: taxonomy.categories, tags: taxonomy.tags, defaultAuthor: detail.user.nickName };
}

const DONE_MESSAGES: Record<PostFormIntent, MessageKey> = {
  draft: "postSaved",
  unpublish: "postUnpublished",
  schedule: "postScheduled",
  publish: "postPublished",
};

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { viewer } = await adminGuard(request, context);
  const id = rowIdOf(params.id) ?? undefined;
  const saveForms = Object.fromEntries(
    POST_FORM_INTENTS.map((intent) => [
      intent,
      intentForm({
        schema: postFormSchema(postActionOf(intent), "action"),
        call: "adminPostSave",
        param: async ({ cover, ...fields }) => ({ ...fields, id, cover: await imageParamOf(cover) }),
        done: ({ post }) => ({ to: adminPostPath(post.id), message: DONE_MESSAGES[intent] }),
      }),
    ]),
  );
  return runIntentAction(request, context, viewer.sessionId, {
    ...saveForms,
    delete: intentForm({
      schema: idFormSchema,
      call: "adminPostDelete",
      param: () => ({ id: id ?? 0 }),
      done: () => ({ to: `${ADMIN_PATH}/bai-viet`, message: "postDeleted" }),
    }),
  });
}

export default function AdminPostEditor() {
  const { post, categories, tags, defaultAuthor } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <section aria-labelledby="post-editor" className="admin-editor">
      <div className="admin__toolbar">
        <h2 id="post-editor" className="section-title">
          {t(post ? "editPost" : "newPost")}
        </h2>
        <Link to={`${ADMIN_PATH}/bai-viet`}>{t("backToList")}</Link>
      </div>
      <PostEditor key={post?.updatedAt ?? "new"} post={post} categories={categories} tags={tags} defaultAuthor={defaultAuthor} />
      {post ? (
        <>
          <section className="admin-preview card" aria-labelledby="post-preview" data-testid="post-preview">
            <h3 id="post-preview">{t("previewTitle")}</h3>
            <p className="field-hint">{t("previewHint")}</p>
            <article className="article">
              <h1 className="article__title">{post.title}</h1>
              <p className="article__summary">{post.summary}</p>
              {post.cover ? <img className="article__cover" src={post.cover} alt="" width={1200} height={630} /> : null}
              <div className="article__body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
            </article>
            {post.status === "published" ? <a href={`${newsPath(root?.menu ?? [])}/${post.slug}`}>{t("viewOnSite")}</a> : null}
          </section>
          <Form method="post" className="admin-delete">
            <input type="hidden" name="id" value={post.id} />
            <DeleteButton />
          </Form>
        </>
      ) : null}
    </section>
  );
}
