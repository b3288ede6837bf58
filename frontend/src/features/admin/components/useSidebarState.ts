import { useCallback, useEffect, useState } from "react";

// Admin sidebar state (SPEC section 9): open (16rem) or collapsed to icons (3rem), kept in
// a cookie for 7 days; Ctrl/Cmd+B toggles it; below 768px it is an off-canvas sheet
// (18rem) with its own open state that starts closed and is never written to the cookie.

export const SIDEBAR_COOKIE = "sidebar_state";
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const MOBILE_QUERY = "(max-width: 767px)";

function readCookie(): boolean {
  const match = /(?:^|;\s*)sidebar_state=(true|false)/.exec(document.cookie);
  return match ? match[1] === "true" : true;
}

function writeCookie(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const list = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setMobile(list.matches);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, []);
  return mobile;
}

export function useSidebarState() {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(readCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((v) => !v);
      return;
    }
    setOpen((v) => {
      writeCookie(!v);
      return !v;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle, isMobile]);

  return {
    isMobile,
    expanded: isMobile ? openMobile : open,
    toggle,
    setOpenMobile,
    closeMobile: () => setOpenMobile(false),
  };
}
