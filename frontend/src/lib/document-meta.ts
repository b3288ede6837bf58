import type { PageMeta } from "@/types/api";

// After client navigation the server-written <head> still describes the first page;
// bring title, description and canonical in line with the new props.

export function applyDocumentMeta(meta: PageMeta, doc: Document = document): void {
  doc.title = meta.title;
  doc.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
  doc.querySelector('link[rel="canonical"]')?.setAttribute("href", meta.canonical);
}
