import { type EdgeMessages } from "./edge-messages";

// What the web node answers when it refuses a request itself, before Remix: the door's JSON
// shape under /api/ (app/routes/api.$name.tsx), a small Vietnamese page anywhere else.

/** The door's refusal code (API_CODE.refused in app/services/api-envelope.ts); the HTTP status says more. */
const DOOR_REFUSED_CODE = 400;

export interface EdgeAnswer {
  status: number;
  contentType: string;
  body: string;
}

export function isDoorPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export function edgeRefusal(path: string, status: number, message: string, messages: EdgeMessages): EdgeAnswer {
  if (isDoorPath(path)) {
    return {
      status,
      contentType: "application/json; charset=utf-8",
      body: JSON.stringify({ code: DOOR_REFUSED_CODE, msg: message, data: null }),
    };
  }
  const body = [
    "<!DOCTYPE html>",
    '<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${status}</title></head>`,
    `<body><main><h1>${status}</h1><p>${escapeHtml(message)}</p><p><a href="/">${escapeHtml(messages.backToHome)}</a></p></main></body></html>`,
    "",
  ].join("\n");
  return { status, contentType: "text/html; charset=utf-8", body };
}
