import { CopyButton } from "~/components/ui/CopyButton";
import { t } from "~/services/locale/room-messages";

/** The iframe layout's embed code (spec: isLoadFromIframe): the same player and chat, no site chrome. */
export function EmbedCode({ origin, slug }: { origin: string; slug: string }) {
  const code = `<iframe src="${origin}/truc-tiep/${slug}?layout=iframe" width="960" height="540" allow="autoplay; fullscreen" allowfullscreen style="border:0"></iframe>`;
  return (
    <details className="embed-code">
      <summary>{t("embedTitle")}</summary>
      <p className="muted">{t("embedHint")}</p>
      <textarea
        readOnly
        value={code}
        rows={3}
        aria-label={t("embedTitle")}
        data-testid="embed-code"
        onFocus={(event) => event.target.select()}
      />
      <CopyButton text={code} label={t("copyEmbed")} copiedLabel={t("copied")} />
    </details>
  );
}
