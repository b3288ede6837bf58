// Client navigation swaps pages after their data arrives, so the browser's own scroll
// restoration on Back/Forward would scroll the *old* page. It is switched to manual
// while the page is live (use-page-navigation restores positions itself) and back to
// auto when the document is left, so reloads and returns from other sites still land
// where the reader was.

export function manageScrollRestoration(win: Window = window): void {
  if (!("scrollRestoration" in win.history)) return;
  win.history.scrollRestoration = "manual";
  win.addEventListener("pagehide", () => {
    win.history.scrollRestoration = "auto";
  });
  win.addEventListener("pageshow", () => {
    win.history.scrollRestoration = "manual";
  });
}
