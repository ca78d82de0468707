// The sizes an uploaded avatar is stored at (docs/decisions/013-image-uploads.md), and the URL of
// the small one. Browser-safe: the header and lists pick the small size, the backend
// (server/uploads/reencode.ts) makes both.

/** The stored avatar, the URL in the user's `icon`: the user centre shows it at 96 CSS pixels. */
export const AVATAR_SIZE = 256;
/** The small copy, for the header (32 CSS pixels) and lists (40): crisp on screens of up to 3 device pixels a CSS pixel. */
export const AVATAR_SMALL_SIZE = 96;

// `/uploads/avatars/<32 hex>-256.<ext>`: an avatar stored with both sizes. Avatars stored before
// (no size in the name) and outside URLs have no small copy.
const STORED_AVATAR = new RegExp(`^(/uploads/avatars/[0-9a-f]{32})-${AVATAR_SIZE}\\.(jpg|png)$`);

/** The small copy of an avatar the site stored; any other URL as it is. */
export function smallAvatarUrl(icon: string): string {
  const match = STORED_AVATAR.exec(icon);
  return match ? `${match[1]}-${AVATAR_SMALL_SIZE}.${match[2]}` : icon;
}
