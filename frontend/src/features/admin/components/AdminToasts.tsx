import { useLocation } from "react-router";
import { Toasts } from "@/components/Toasts";
import { TOP_RIGHT_TOAST_SCREENS } from "../nav";

/** The toast region (SPEC section 9): bottom-right, but top-right on the FAQ screen. */
export function AdminToasts() {
  const { pathname } = useLocation();
  const screen = pathname.replace(/^\/admin\/?/, "").split("/")[0];
  return <Toasts position={TOP_RIGHT_TOAST_SCREENS.includes(screen) ? "top-right" : "bottom-right"} />;
}
