import type React from "react";
import { Toaster } from "sonner";

// The toast region with the spec's settings (SPEC section 9): bottom-right, 4000 ms,
// three visible, 356 px wide, 14 px gap; Alt+T moves focus to it. Mounted by
// the account pages and the admin/vendor areas; toasts raised with sonner's `toast()`
// appear here.

const HOTKEY = ["altKey", "KeyT"];
const WIDTH = { "--width": "356px" } as React.CSSProperties;

export function Toasts({ position = "bottom-right" }: { position?: "bottom-right" | "top-right" }) {
  return <Toaster position={position} duration={4000} visibleToasts={3} gap={14} hotkey={HOTKEY} style={WIDTH} richColors closeButton />;
}
