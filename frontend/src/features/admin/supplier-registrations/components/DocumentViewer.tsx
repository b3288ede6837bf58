import { Download, ZoomIn, ZoomOut } from "lucide-react";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { colors, radii } from "@/styles/theme";
import { saveFile } from "@/lib/save-file";
import { fetchDocument, useDocument } from "../api/registrations";

// A KYC document in a zoomable viewer with a download button (SPEC section 2, the second
// details dialog). Documents are private, so the file is fetched with the admin's session
// and shown from a local object URL; a PDF is shown by the browser's own viewer.

export const DOWNLOAD_STARTED = "Download started";
export const DOWNLOAD_FAILED = "Failed to download document.";
const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3] as const;

/** An object URL for `blob`, revoked when the blob changes or the component goes. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/** Saves the document as its server-given name. */
export async function downloadDocument(vendorId: string, kind: string) {
  try {
    saveFile(await fetchDocument(vendorId, kind), kind);
    toast.success(DOWNLOAD_STARTED);
  } catch {
    toast.error(DOWNLOAD_FAILED);
  }
}

const Stage = styled.div`
  margin-top: 1rem;
  max-height: 65vh;
  overflow: auto;
  border: 1px solid ${colors.line};
  border-radius: ${radii.sm};
  background: ${colors.cream};
  text-align: center;
  img { display: block; margin: 0 auto; max-width: none; transform-origin: top center; }
  iframe { width: 100%; height: 60vh; border: 0; }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-top: 1rem;
  output { min-width: 3.5rem; text-align: center; font-weight: 700; }
`;

export function DocumentViewer({ vendorId, kind, label, onClose }: { vendorId: string; kind: string | null; label: string; onClose: () => void }) {
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      {kind && <ViewerBody vendorId={vendorId} kind={kind} label={label} />}
    </Dialog>
  );
}

function ViewerBody({ vendorId, kind, label }: { vendorId: string; kind: string; label: string }) {
  const file = useDocument(vendorId, kind);
  const url = useObjectUrl(file.data?.blob);
  const [zoom, setZoom] = useState(2); // index into ZOOMS: 100 %
  const isPdf = file.data?.blob.type === "application/pdf";
  return (
    <DialogContent>
      <DialogTitle>{label}</DialogTitle>
      <DialogDescription>Zoom in to read the numbers, or download the file.</DialogDescription>
      <Tools>
        {!isPdf && (
          <>
            <Button $variant="outline" $size="sm" aria-label="Zoom out" disabled={zoom === 0} onClick={() => setZoom(zoom - 1)}>
              <ZoomOut aria-hidden="true" size={16} />
            </Button>
            <output aria-live="polite">{Math.round(ZOOMS[zoom] * 100)}%</output>
            <Button $variant="outline" $size="sm" aria-label="Zoom in" disabled={zoom === ZOOMS.length - 1} onClick={() => setZoom(zoom + 1)}>
              <ZoomIn aria-hidden="true" size={16} />
            </Button>
          </>
        )}
        <Button $variant="secondary" $size="sm" onClick={() => void downloadDocument(vendorId, kind)}>
          <Download aria-hidden="true" size={16} />
          Download
        </Button>
      </Tools>
      <Stage>
        {file.isPending ? (
          <p role="status">Loading…</p>
        ) : file.isError || !url ? (
          <p role="alert">No document uploaded</p>
        ) : isPdf ? (
          <iframe title={label} src={url} />
        ) : (
          <img src={url} alt={label} style={{ width: `${ZOOMS[zoom] * 100}%` }} />
        )}
      </Stage>
    </DialogContent>
  );
}
