import { t } from "~/services/locale/admin-messages";

/**
 * A delete form's button (intent "delete" unless told). With JavaScript it asks first; without, the post goes
 * straight through, as a plain form must.
 */
export function DeleteButton({ testId = "delete-button", intent = "delete" }: { testId?: string; intent?: string }) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className="button button--danger"
      data-testid={testId}
      onClick={(event) => {
        if (!window.confirm(t("confirmDelete"))) event.preventDefault();
      }}
    >
      {t("deleteButton")}
    </button>
  );
}
