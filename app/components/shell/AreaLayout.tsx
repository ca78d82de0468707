import { NavLink } from "@remix-run/react";
import { type ReactNode } from "react";

export interface AreaSection {
  /** The address of the section's page. */
  to: string;
  label: string;
  /** Whether only the address itself (not the pages under it) makes the link current. */
  end?: boolean;
}

/**
 * A working area's frame (the admin area, the commentator centre): its title, a greeting, the
 * navigation between its pages, then the page. Styled by app.css (`.area…`), loaded everywhere.
 */
export function AreaLayout({
  title,
  greeting,
  navLabel,
  sections,
  notice,
  testId,
  children,
}: {
  title: string;
  greeting: string;
  navLabel: string;
  /** Null when the area shows no navigation (an admin who has not chosen a commentator's room yet). */
  sections: readonly AreaSection[] | null;
  /** Shown under the header (the read-only note). */
  notice?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="area" data-testid={testId}>
      <header className="area__header">
        <h1 className="page-title">{title}</h1>
        <p className="area__greeting">{greeting}</p>
      </header>
      {notice}
      {sections ? (
        <nav className="area__nav" aria-label={navLabel}>
          {sections.map((section) => (
            <NavLink key={section.to} to={section.to} end={section.end} prefetch="intent">
              {section.label}
            </NavLink>
          ))}
        </nav>
      ) : null}
      <div className="area__body">{children}</div>
    </div>
  );
}
