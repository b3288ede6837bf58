import { useEffect, useState } from "react";
import styled from "styled-components";
import { colors, radii } from "@/styles/theme";
import { fileSize } from "../lib/file-size";

// What a chosen file looks like before it is sent: a thumbnail for a picture, a tile with
// the name and size for a PDF (or anything else). The picture's object URL lives as long
// as the preview shows that file, and is revoked when the file changes or the preview goes.

const Tile = styled.figure`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0;
  padding: 0.5rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.sm};
  background: ${colors.cream};
  min-width: 0;
  img {
    width: 4rem;
    height: 4rem;
    object-fit: contain;
    border-radius: ${radii.sm};
    flex: none;
  }
  figcaption { display: grid; min-width: 0; font-size: 0.88rem; color: ${colors.muted}; }
  figcaption strong { color: ${colors.ink}; overflow-wrap: anywhere; }
`;

const PdfMark = styled.span`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  flex: none;
  border-radius: ${radii.sm};
  background: #fdecea;
  color: #8c1d18;
  font-weight: 800;
`;

function useObjectUrl(file: File, wanted: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [file, wanted]);
  return url;
}

export function FilePreview({ file }: { file: File }) {
  const isImage = file.type.startsWith("image/");
  const url = useObjectUrl(file, isImage);
  return (
    <Tile data-testid="file-preview">
      {isImage ? (
        url && <img src={url} alt={`Preview of ${file.name}`} />
      ) : (
        <PdfMark aria-hidden="true">{file.type === "application/pdf" || /\.pdf$/i.test(file.name) ? "PDF" : "FILE"}</PdfMark>
      )}
      <figcaption>
        <strong>{file.name}</strong>
        <span>{fileSize(file.size)}</span>
      </figcaption>
    </Tile>
  );
}
