/** A row's id from an admin URL ({id} or "moi" for a new one); anything else is the shell's 404. */
export function rowIdOf(value: string | undefined): number | null {
  if (value === "moi") return null;
  if (value && /^[1-9]\d{0,9}$/.test(value)) return Number(value);
  throw new Response("Not Found", { status: 404 });
}
