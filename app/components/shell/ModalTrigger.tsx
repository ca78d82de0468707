import { type ReactNode } from "react";
import { Link } from "@remix-run/react";
import { type ModalName } from "~/atoms";
import { useModal } from "./use-modal";

/** A link that opens a modal: instantly with JavaScript, through `?modal=` without it. */
export function ModalTrigger({
  modal,
  className,
  label,
  children,
}: {
  modal: ModalName;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const { open, openHref } = useModal(modal);
  return (
    <Link
      to={openHref}
      preventScrollReset
      className={className}
      aria-label={label}
      data-testid={`open-${modal}`}
      onClick={(event) => {
        event.preventDefault();
        open();
      }}
    >
      {children}
    </Link>
  );
}
