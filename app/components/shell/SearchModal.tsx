import { useState } from "react";
import { Form } from "@remix-run/react";
import { useSetAtom } from "jotai";
import { closeModalAtom } from "~/atoms";
import { Modal } from "~/components/ui/Modal";
import { SearchResults } from "~/components/sports/search/SearchResults";
import { useLiveSearch } from "~/components/sports/search/use-live-search";
import { t } from "~/services/locale/messages";
import { useModal } from "./use-modal";

/**
 * The search modal: posts, tags, teams, competitions and players listed as the user types (use-live-search.ts);
 * without JavaScript its form goes to the search page, which shows the same results.
 */
export function SearchModal({ searchPath, newsPath }: { searchPath: string; newsPath: string }) {
  const { isOpen, close, closeHref } = useModal("search");
  const [input, setInput] = useState("");
  const search = useLiveSearch(isOpen ? input : "");
  const closeModal = useSetAtom(closeModalAtom);
  // Following a hit only hides the modal: the link's navigation must not be replaced by close()'s.
  const hide = () => closeModal("search");
  if (!isOpen) return null;
  return (
    <Modal title={t("search")} closeHref={closeHref} onClose={close} testId="modal-search">
      <Form method="get" action={searchPath} className="form" role="search" onSubmit={close}>
        <div className="field">
          <label htmlFor="search-q" className="visually-hidden">
            {t("search")}
          </label>
          <input
            id="search-q"
            name="q"
            type="search"
            maxLength={100}
            placeholder={t("searchPlaceholder")}
            autoFocus
            autoComplete="off"
            value={input}
            onChange={(event) => setInput(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--block">
          {t("search")}
        </button>
      </Form>
      <div className="search-live" aria-live="polite">
        {search.state === "searching" ? <p className="muted">{t("searching")}</p> : null}
        {search.state === "failed" ? <p className="form-error">{t("searchFailed")}</p> : null}
        {search.state === "done" ? (
          <SearchResults results={search.results} content={search.content} newsPath={newsPath} onNavigate={hide} headingLevel={3} />
        ) : null}
      </div>
    </Modal>
  );
}
