import { useState } from "react";

/** Copies a text to the clipboard; says so on the button once done (the label comes from the caller's dictionary part). */
export function CopyButton({ text, label, copiedLabel, testId }: { text: string; label: string; copiedLabel: string; testId?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <button type="button" className="button button--ghost" onClick={() => void copy()} data-testid={testId} aria-live="polite">
      {copied ? copiedLabel : label}
    </button>
  );
}
