import { useEffect, useState } from "react";
import styled from "styled-components";
import { colors, radii } from "@/styles/theme";

// A preview of a newly chosen picture before it is uploaded. The object URL is released
// when the file changes or the preview goes away.

const Img = styled.img`
  width: 8rem;
  max-width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  border-radius: ${radii.sm};
  background: ${colors.tealSoft};
`;

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // Without object URLs (an old test DOM) the preview is simply left out.
    if (!file || typeof URL.createObjectURL !== "function") {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

export function ImagePreview({ file, label }: { file: File | null; label: string }) {
  const url = useObjectUrl(file);
  if (!file) return null;
  return url ? <Img src={url} alt={label} /> : <p>{`${label}: ${file.name}`}</p>;
}
