import { type ReactNode, useEffect, useId } from "react";
import { Link } from "@remix-run/react";
import { t } from "~/services/locale/messages";
import { CloseIcon } from "./icons";

interface ModalProps {
  title: string;
  /** Where the close link goes without JavaScript: the current URL without its modal parameter. */
  closeHref: string;
  onClose: () => void;
  children: ReactNode;
  variant?: "dialog" | "drawer";
  testId?: string;
}

export function Modal({ title, closeHref, onClose, children, variant = "dialog", testId }: ModalProps) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  return (
    <div className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        className={`modal${variant === "drawer" ? " modal--drawer" : ""}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <div className="modal__header">
          <h2 id={titleId}>{title}</h2>
          <Link
            to={closeHref}
            replace
            preventScrollReset
            className="icon-button"
            aria-label={t("close")}
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
          >
            <CloseIcon />
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}
