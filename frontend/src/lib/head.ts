import type { Meta } from "@/types/api";

// The head tags a page's meta stands for, brought up to date after client navigation
// (the server writes the same set into the first document: ssr/document.rs): title,
// description, canonical link and og:url (absolute, on the site's public origin),
// og:title, og:description, and the JSON-LD script.

/** Keys whose string values are URLs in schema.org data (as the server's json_ld.rs). */
const URL_KEYS = new Set(["url", "image", "@id", "logo"]);

/** Prefixes `origin` to every site path (`/…`, not `//…`) under a URL key, at any depth. */
export function absolutize(value: unknown, origin: string, underUrlKey = false): unknown {
  if (typeof value === "string") {
    return underUrlKey && value.startsWith("/") && !value.startsWith("//") ? origin + value : value;
  }
  if (Array.isArray(value)) return value.map((item) => absolutize(item, origin, underUrlKey));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolutize(v, origin, URL_KEYS.has(k))]));
  }
  return value;
}

/**
 * The public origin of the site: the server wrote it into the first document's canonical
 * link (it can differ from the address the browser used, e.g. behind a proxy).
 */
export function siteOrigin(doc: Document = document): string {
  const href = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute("href");
  try {
    return new URL(href ?? "/", doc.location?.href ?? "http://localhost/").origin;
  } catch {
    return doc.location.origin;
  }
}

function element<T extends Element>(doc: Document, selector: string, create: () => T): T {
  const found = doc.head.querySelector<T>(selector);
  if (found) return found;
  const made = create();
  doc.head.appendChild(made);
  return made;
}

function setMeta(doc: Document, attr: "name" | "property", key: string, content: string): void {
  element(doc, `meta[${attr}="${key}"]`, () => {
    const meta = doc.createElement("meta");
    meta.setAttribute(attr, key);
    return meta;
  }).setAttribute("content", content);
}

export function applyHead(meta: Meta, doc: Document = document): void {
  const origin = siteOrigin(doc);
  const canonical = origin + meta.canonical;
  doc.title = meta.title;
  setMeta(doc, "name", "description", meta.description);
  element(doc, 'link[rel="canonical"]', () => {
    const link = doc.createElement("link");
    link.rel = "canonical";
    return link;
  }).setAttribute("href", canonical);
  setMeta(doc, "property", "og:title", meta.title);
  setMeta(doc, "property", "og:description", meta.description);
  setMeta(doc, "property", "og:url", canonical);

  // Search results and filtered lists stay out of search engines (as the server says).
  const robots = doc.head.querySelector('meta[name="robots"]');
  if (meta.noindex) setMeta(doc, "name", "robots", "noindex");
  else robots?.remove();

  for (const old of doc.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  if (meta.jsonLd) {
    const script = doc.createElement("script");
    script.type = "application/ld+json";
    script.textContent = JSON.stringify(absolutize(meta.jsonLd, origin));
    doc.head.appendChild(script);
  }
}
