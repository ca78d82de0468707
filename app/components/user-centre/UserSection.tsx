import { type ReactNode } from "react";

/** One card of the user centre, titled, with an anchor (/user#password). */
export function UserSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card user-section" id={id} aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="user-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
