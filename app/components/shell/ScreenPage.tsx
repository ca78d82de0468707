import { EmptyState } from "~/components/ui/EmptyState";

/** A screen whose content arrives in a later release: its title and a clear empty state, never fake data. */
export function ScreenPage({ title, emptyMessage }: { title: string; emptyMessage: string }) {
  return (
    <section>
      <h1 className="page-title">{title}</h1>
      <EmptyState message={emptyMessage} />
    </section>
  );
}
