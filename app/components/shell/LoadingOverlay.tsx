import { useEffect, useState } from "react";
import { useNavigation } from "@remix-run/react";
import { t } from "~/services/locale/messages";

export const LOADING_OVERLAY_DELAY_MS = 200;

/** Shown only when a navigation takes longer than 200 ms, so fast pages never flash it. */
export function LoadingOverlay() {
  const navigation = useNavigation();
  const loading = navigation.state !== "idle" && navigation.location !== undefined;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <div className="spinner" />
      <span className="visually-hidden">{t("loading")}</span>
    </div>
  );
}
