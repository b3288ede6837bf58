import type { Download } from "@/lib/api";

// Hands a downloaded file (api.file) to the browser's own "save" flow: a temporary object
// URL on a link with `download`, clicked once, then released.

export function saveFile({ blob, filename }: Download, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename ?? fallbackName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
