// React 19 puts resource hints it discovers while rendering (e.g. the preload of the
// first, high-priority banner image) in front of the markup. They belong in <head>,
// where the browser sees them first and hydration never has to step over them.

const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

export function splitResourceHints(html: string): { head: string; body: string } {
  const head = LEADING_LINKS.exec(html)?.[0] ?? "";
  return { head, body: html.slice(head.length) };
}
