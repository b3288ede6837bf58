import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";
import { applyHead } from "@/lib/head";
import { fetchPageProps } from "@/lib/page-data";
import type { PageProps } from "@/types/api";
import { hasPage, loadPage } from "./page-registry";

// Keeps the props of the page on screen in step with the router's location.
// SSR and hydration use the embedded props as they are; after that, each change of
// pathname or search fetches /_data<url> and swaps the page once the data is in, so
// the old page stays visible (never a blank screen) while loading.
// Anything unexpected — a failed fetch, a client-only area, a page this bundle does
// not know (a newer deploy) — falls back to a full load of the URL the router already
// shows, which the server renders correctly.

type Current = { url: string; props: PageProps };

export function usePageNavigation(initial: PageProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const url = location.pathname + location.search;

  const [current, setCurrent] = useState<Current>(() => ({ url, props: initial }));
  const [busy, setBusy] = useState(false);

  const currentUrl = useRef(url);
  const cache = useRef(new Map<string, PageProps>([[url, initial]]));
  const scrollByKey = useRef(new Map<string, number>());
  const lastKey = useRef(location.key);
  // Whether the latest commit came from client navigation (not hydration).
  const navigated = useRef(false);

  useEffect(() => {
    // Remember where the reader was on the page being left, for Back/Forward.
    if (lastKey.current !== location.key) {
      scrollByKey.current.set(lastKey.current, window.scrollY);
      lastKey.current = location.key;
    }
    if (url === currentUrl.current) {
      setBusy(false);
      return;
    }

    const commit = (props: PageProps) => {
      cache.current.set(url, props);
      currentUrl.current = url;
      navigated.current = true;
      setCurrent({ url, props });
      setBusy(false);
    };

    // Back/Forward shows what was there before, without a round trip.
    const cached = navigationType === "POP" ? cache.current.get(url) : undefined;
    if (cached) {
      commit(cached);
      return;
    }

    const controller = new AbortController();
    setBusy(true);
    fetchPageProps(location.pathname, location.search, controller.signal).then(
      (props) => {
        if (controller.signal.aborted) return;
        if (!hasPage(props.page)) {
          window.location.reload();
          return;
        }
        // The next page's chunk, if it has one, before the swap (never a suspended tree).
        loadPage(props.page).then(
          () => {
            if (!controller.signal.aborted) commit(props);
          },
          () => {
            if (!controller.signal.aborted) window.location.reload();
          },
        );
      },
      () => {
        if (!controller.signal.aborted) window.location.reload();
      },
    );
    return () => controller.abort();
    // `url` captures pathname + search; key and navigation type change together with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, location.key]);

  // After a client-side page swap: head tags, scroll position, focus.
  useEffect(() => {
    if (!navigated.current) return;
    applyHead(current.props.meta);
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else {
      const top = navigationType === "POP" ? (scrollByKey.current.get(location.key) ?? 0) : 0;
      // "instant": the global smooth scrolling is meant for in-page anchors only.
      window.scrollTo({ top, behavior: "instant" });
    }
    // Move focus to the new content so screen readers start reading there.
    document.getElementById("main")?.focus({ preventScroll: true });
    // Runs once per committed page, not on every location detail.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  return { props: current.props, url: current.url, busy };
}
