// What the web node may forward to the backend service: files inside the uploads folder, the
// content API and the sports API, nothing else of it (its /readyz, its binary endpoints). fetch() resolves "%2e%2e",
// ".." and "\" in a URL before sending it, so the path is checked here, before any URL is built.
// docs/decisions/011-web-edge-security.md.

/** The two doors; each forwards only to the same prefix on the backend. */
export type BackendDoor = "/uploads/" | "/oapi/v1/" | "/api/v1/";

/** One path segment: letters, digits, "_", "-", "." but never first (no ".", "..", dotfiles). */
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

/**
 * The backend URL for a request under `door`, or null when the path is anything but a plain
 * relative file path of safe characters. `rawPath` is the path as it came on the wire (Express's
 * req.path, not decoded); `rawQuery` is "" or starts with "?".
 */
export function backendTarget(backendUrl: string, door: BackendDoor, rawPath: string, rawQuery: string): string | null {
  if (!rawPath.startsWith(door)) return null;
  const rest = rawPath.slice(door.length);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return null;
  }
  // Anything encoded (dots, slashes, backslashes, "%" itself for double encoding) is refused: a
  // file this site stores has a plain name.
  if (decoded !== rest) return null;
  const segments = rest.split("/");
  if (segments.length > MAX_SEGMENTS || !segments.every((segment) => SAFE_SEGMENT.test(segment))) return null;

  const base = new URL(backendUrl);
  const prefix = `${base.pathname.replace(/\/+$/, "")}${door}`;
  let target: URL;
  try {
    target = new URL(`${base.origin}${prefix}${rest}${rawQuery}`);
  } catch {
    return null;
  }
  // Belt and braces: the URL as fetch() will send it still names that file under the same prefix.
  if (target.origin !== base.origin || target.pathname !== `${prefix}${rest}` || !target.pathname.startsWith(prefix)) return null;
  return target.href;
}
