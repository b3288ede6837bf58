import type { PageProps } from "@/types/api";

// The props of the first page come embedded in the document; later pages come from
// `/_data` through the API client (lib/api/page-props.ts).

export { dataUrl, fetchPageProps } from "./api/page-props";

export const DATA_SCRIPT_ID = "__TRADEHUB_DATA__";

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
