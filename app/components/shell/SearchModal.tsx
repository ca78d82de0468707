import { Form } from "@remix-run/react";
import { Modal } from "~/components/ui/Modal";
import { t } from "~/services/locale/messages";
import { useModal } from "./use-modal";

export function SearchModal({ searchPath }: { searchPath: string }) {
  const { isOpen, close, closeHref } = useModal("search");
  if (!isOpen) return null;
  return (
    <Modal title={t("search")} closeHref={closeHref} onClose={close} testId="modal-search">
      <Form method="get" action={searchPath} className="form" role="search" onSubmit={close}>
        <div className="field">
          <label htmlFor="search-q" className="visually-hidden">
            {t("search")}
          </label>
          <input id="search-q" name="q" type="search" maxLength={100} placeholder={t("searchPlaceholder")} autoFocus />
        </div>
        <button type="submit" className="button button--block">
          {t("search")}
        </button>
      </Form>
    </Modal>
  );
}
