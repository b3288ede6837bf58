import type { PageProps } from "@/types/page-props";

// Client navigation asks the server for the same props its loader would feed SSR.
// `/_data` + pathname + search, e.g. /_data/ for /, /_data/products?x=1 for /products?x=1.

export const DATA_SCRIPT_ID = "__TRADEHUB_DATA__";

export function dataUrl(pathname: string, search = ""): string {
  return "/_data" + (pathname.startsWith("/") ? pathname : "/" + pathname) + search;
}

/**
 * Fetches the PageProps of a public URL. A 404 still carries a "not-found" PageProps,
 * so any JSON answer is accepted; anything else (HTML error page, network failure)
 * throws and the caller falls back to a full page load.
 */
export async function fetchPageProps(pathname: string, search: string, signal?: AbortSignal): Promise<PageProps> {
  const response = await fetch(dataUrl(pathname, search), {
    headers: { Accept: "application/json" },
    credentials: "same-origin",
    signal,
  });
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    throw new Error(`unexpected ${response.status} answer for ${pathname}`);
  }
  const props = (await response.json()) as PageProps;
  if (!props || typeof props.page !== "string" || !props.meta || !props.site) {
    throw new Error(`malformed page data for ${pathname}`);
  }
  return props;
}

/** Reads the props the server embedded in the document (JSON, not executable). */
export function readEmbeddedProps(doc: Document = document): PageProps | null {
  const text = doc.getElementById(DATA_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageProps;
  } catch {
    return null;
  }
}
