import { Form } from "@remix-run/react";
import { type ReactNode } from "react";
import { EmptyState } from "~/components/ui/EmptyState";
import { Pager } from "~/components/ui/Pager";
import { t } from "~/services/locale/admin-messages";
import { adminListHref } from "./admin-sections";

/** A log's one filter: a search field of the GET form, kept in the pager's links. */
export interface LogFilter {
  name: string;
  label: string;
  value: string;
  maxLength: number;
  /** The characters the field takes (the loader checks again). */
  pattern: string;
  placeholder?: string;
}

/**
 * An admin log screen (the audit log, the moderation log): its title, a filter that works without
 * JavaScript, the entries or an empty state, and the pager.
 */
export function LogScreen({
  id,
  title,
  path,
  filter,
  empty,
  pagination,
  children,
}: {
  id: string;
  title: string;
  path: string;
  filter: LogFilter;
  empty: string | null;
  pagination: { page: number; size: number; total: number };
  /** The entries' table. */
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <Form method="get" className="admin-filters">
        <label>
          {filter.label}
          <input
            type="search"
            name={filter.name}
            defaultValue={filter.value}
            maxLength={filter.maxLength}
            pattern={filter.pattern}
            placeholder={filter.placeholder}
          />
        </label>
        <button type="submit" className="button button--ghost">
          {t("filterButton")}
        </button>
      </Form>
      {empty !== null ? <EmptyState message={empty} /> : children}
      <Pager
        page={pagination.page}
        pages={Math.ceil(pagination.total / pagination.size)}
        hrefOf={(target) => adminListHref(path, { [filter.name]: filter.value, trang: target })}
      />
    </section>
  );
}
