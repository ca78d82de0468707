import { hasControlCharacters } from "../../contract/input-rules";

// A chat message is one line of plain text (docs/chat.md): it is stored as text and shown as text,
// never as HTML, so nothing is escaped here. Line breaks and tabs become one space; any other control
// character or direction override (which could make a line read as someone else's) refuses it.

const LINE_BREAKS_AND_TABS = /[\t\n\r\u2028\u2029]+/g;

/** The text to store, or null when nothing is left or it holds a character a chat line refuses. */
export function chatLineOf(text: string): string | null {
  const line = text.replace(LINE_BREAKS_AND_TABS, " ").trim();
  if (line.length === 0 || hasControlCharacters(line)) return null;
  return line;
}
