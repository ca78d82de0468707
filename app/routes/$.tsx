// Every URL no other route claims is a 404 (spec section 2: 'Page not found').
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
