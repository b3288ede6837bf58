// Design tokens. Deep green/teal for trust and produce, warm saffron as the accent of
// spices. Text colours are chosen for at least 4.5:1 contrast on their backgrounds.

export const colors = {
  forest: "#0b3b30", // deepest green: header text, footer background
  teal: "#0f5e4c", // primary
  tealDark: "#0a4a3c",
  tealSoft: "#e4f1ec",
  saffron: "#f2a516", // accent (dark text on it: ~9:1)
  saffronDark: "#c97f00",
  saffronSoft: "#fdf1da",
  saffronText: "#8a5700", // saffron readable as text on light backgrounds (6:1)
  cream: "#faf7f0", // page background
  white: "#ffffff",
  ink: "#17261f", // body text
  muted: "#4a5b53", // secondary text (6.6:1 on white)
  line: "#dfe6e1",
  onDark: "#f3f7f5",
  onDarkMuted: "#c3d4cc", // secondary text on forest (8:1)
} as const;

/** The tones of a status badge: a soft background, and text on it at 4.5:1 or more. */
export const tones = {
  neutral: { background: "#eef0ef", text: "#3d4a45" },
  info: { background: "#eaf2fc", text: "#1c4a7e" },
  success: { background: colors.tealSoft, text: colors.tealDark },
  warning: { background: colors.saffronSoft, text: colors.saffronText },
  danger: { background: "#fdecea", text: "#8c1d18" },
} as const;

export type Tone = keyof typeof tones;

export const fonts = {
  // System stack: nothing to download, native rendering everywhere.
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
} as const;

/** Line heights; a select, which ignores the inherited one, is sized from `body`. */
export const lineHeights = { body: 1.6, heading: 1.2 } as const;

export const radii = { sm: "8px", md: "14px", lg: "22px", pill: "999px" } as const;

export const shadows = {
  card: "0 1px 2px rgba(11, 59, 48, 0.06), 0 8px 24px rgba(11, 59, 48, 0.08)",
  raised: "0 12px 40px rgba(11, 59, 48, 0.18)",
} as const;

/** Mobile-first breakpoints, used as `@media ${media.md} { … }`. */
export const media = {
  sm: "(min-width: 640px)",
  md: "(min-width: 768px)",
  lg: "(min-width: 1024px)",
  xl: "(min-width: 1280px)",
} as const;
