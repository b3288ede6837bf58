import type { PageProps } from "@/types/api";
import { send } from "./transport";

// Client navigation asks the server for the same props its loader would feed SSR.
// `/_data` + pathname + search, e.g. /_data/ for /, /_data/products?x=1 for /products?x=1.

export function dataUrl(pathname: string, search = ""): string {
  return "/_data" + (pathname.startsWith("/") ? pathname : "/" + pathname) + search;
}

/**
 * Fetches the PageProps of a public URL. A 404 still carries a "not-found" PageProps,
 * so any JSON answer is accepted; anything else (HTML error page, network failure)
 * throws and the caller falls back to a full page load.
 */
export async function fetchPageProps(pathname: string, search: string, signal?: AbortSignal): Promise<PageProps> {
  const answer = await send("GET", dataUrl(pathname, search), undefined, signal);
  if (!answer.isJson) throw new Error(`unexpected ${answer.status} answer for ${pathname}`);
  const props = answer.json as PageProps | null;
  if (!props || typeof props.page !== "string" || !props.meta || !props.site) {
    throw new Error(`malformed page data for ${pathname}`);
  }
  return props;
}
