import type { ImgHTMLAttributes } from "react";

// Every content image carries intrinsic width/height (no layout shift) and is lazy
// unless the caller says it is above the fold.

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "width" | "height" | "alt" | "src"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly. */
  priority?: boolean;
};

export function Img({ priority = false, decoding = "async", ...rest }: ImgProps) {
  return <img {...rest} decoding={decoding} loading={priority ? "eager" : "lazy"} fetchPriority={priority ? "high" : undefined} />;
}
