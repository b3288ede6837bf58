import styled from "styled-components";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { colors, radii } from "@/styles/theme";
import { downloadDocument } from "../api/registration";

// One KYC document on the Document screen (SPEC section 2): its number with a copy
// button, and the file's download, or 'No document uploaded'.

export const NO_DOCUMENT = "No document uploaded";

const Card = styled.article`
  display: grid;
  gap: 0.6rem;
  align-content: start;
  padding: 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.white};
  min-width: 0;
  h3 { font-size: 1rem; color: ${colors.forest}; }
`;

const NumberRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  code { font-size: 0.95rem; color: ${colors.ink}; overflow-wrap: anywhere; min-width: 0; }
`;

const Empty = styled.p`
  padding: 0.75rem;
  border: 1px dashed ${colors.line};
  border-radius: ${radii.sm};
  color: ${colors.muted};
  text-align: center;
`;

type Props = {
  title: string;
  number: string | undefined;
  vendorId: string;
  kind: string;
  uploaded: boolean;
};

export function DocumentCard({ title, number, vendorId, kind, uploaded }: Props) {
  async function copy() {
    if (!number) return;
    try {
      await navigator.clipboard.writeText(number);
      toast.success("Copied to clipboard");
    } catch {
      toast.error("Could not copy to the clipboard");
    }
  }

  async function download() {
    try {
      await downloadDocument(vendorId, kind);
      toast.success("Download started");
    } catch {
      toast.error("Failed to download document.");
    }
  }

  return (
    <Card aria-labelledby={`doc-${kind}`}>
      <h3 id={`doc-${kind}`}>{title}</h3>
      <NumberRow>
        <code>{number || "Not provided"}</code>
        {number && (
          <Button $variant="ghost" $size="sm" onClick={() => void copy()} aria-label={`Copy ${title} number`}>
            Copy
          </Button>
        )}
      </NumberRow>
      {uploaded ? (
        <Button $variant="outline" $size="sm" onClick={() => void download()} aria-label={`Download ${title}`}>
          Download
        </Button>
      ) : (
        <Empty>{NO_DOCUMENT}</Empty>
      )}
    </Card>
  );
}
