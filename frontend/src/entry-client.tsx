import { type ReactNode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "@/app/App";
import { loadPage } from "@/app/page-registry";
import { ShellApp } from "@/app/ShellApp";
import { readEmbeddedProps } from "@/lib/page-data";
import { manageScrollRestoration } from "@/lib/scroll-restoration";

// Browser entry. Public pages hydrate the server's markup with the very props the
// server rendered; the admin and vendor areas (page "shell") are client-only and are
// rendered from scratch into the empty root.

/** Marks the document once React has committed, for end-to-end tests and debugging. */
function Ready({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return children;
}

function isShellPath(pathname: string): boolean {
  return /^\/(admin|vendor)(\/|$)/.test(pathname);
}

const container = document.getElementById("root");
const props = readEmbeddedProps();
const pathname = window.location.pathname;

if (!container) {
  throw new Error("#root is missing from the document");
}

if (props?.page === "shell" || isShellPath(pathname)) {
  createRoot(container).render(
    <Ready>
      <ShellApp pathname={pathname} />
    </Ready>,
  );
} else if (props) {
  manageScrollRestoration();
  // The page's own chunk first (modulepreloaded by the server), so hydration renders
  // exactly the server's tree instead of suspending. Hydrating in a transition lets React
  // yield to the browser every few milliseconds (the page is already painted and usable
  // from the server's markup) instead of holding the main thread in one long task: on a
  // slow phone that one task was most of the page's Total Blocking Time.
  loadPage(props.page).then(
    () =>
      startTransition(() => {
        hydrateRoot(
          container,
          <Ready>
            <BrowserRouter>
              <App initialProps={props} />
            </BrowserRouter>
          </Ready>,
        );
      }),
    (error: unknown) => console.error("Tradehub: the page's code did not load; the page is not interactive.", error),
  );
} else {
  // Without its props the page cannot hydrate; the server HTML stays usable as is.
  console.error("Tradehub: #__TRADEHUB_DATA__ is missing or invalid; the page is not interactive.");
}
