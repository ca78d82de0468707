import { useCspNonce } from "~/services/shell/csp-nonce";

/** JSON for an inline script: `<` escaped, so no text in the data can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** schema.org data (a SportsEvent, a NewsArticle …) as JSON-LD, with the response's CSP nonce like every inline script (decision 011). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useCspNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
