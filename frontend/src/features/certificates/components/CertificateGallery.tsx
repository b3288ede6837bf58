import { useRef, useState } from "react";
import styled from "styled-components";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { Img } from "@/components/ui/Img";
import { colors, media, radii, shadows } from "@/styles/theme";
import type { Certificate } from "../certificates";

// The certificate cards; choosing one opens a dialog with its title, 'Issued: {year}'
// and the certificate itself (SPEC section 2). One dialog serves every card; it has no
// Radix trigger, so on closing it hands keyboard focus back to the card that opened it
// (left alone, focus would fall to the top of the page).

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  @media ${media.sm} { grid-template-columns: repeat(2, 1fr); }
  @media ${media.lg} { grid-template-columns: repeat(3, 1fr); }
`;

const Card = styled.button`
  width: 100%;
  height: 100%;
  display: flex;
  flex-direction: column;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  color: inherit;
  text-align: left;
  cursor: zoom-in;
  transition: transform 0.25s ease, box-shadow 0.25s ease;
  &:hover { transform: translateY(-4px); box-shadow: ${shadows.raised}; }
  img { width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: contain; background: ${colors.cream}; }
`;

const Caption = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 1.1rem 1.25rem 1.3rem;
  strong { font-size: 1.1rem; color: ${colors.forest}; }
  span { color: ${colors.saffronText}; font-weight: 700; }
`;

const Large = styled.div`
  margin-top: 1.25rem;
  img { width: 100%; height: auto; border-radius: ${radii.sm}; border: 1px solid ${colors.line}; }
`;

export function CertificateGallery({ certificates }: { certificates: readonly Certificate[] }) {
  const [shown, setShown] = useState<Certificate | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <Grid>
        {certificates.map((certificate, index) => (
          <li key={certificate.id}>
            <Card
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setShown(certificate);
              }}
              aria-haspopup="dialog"
            >
              <Img src={certificate.image} alt="" width={800} height={600} priority={index < 3} />
              <Caption>
                <strong>{certificate.title}</strong>
                <span>{certificate.year}</span>
              </Caption>
            </Card>
          </li>
        ))}
      </Grid>
      <Dialog open={shown !== null} onOpenChange={(open) => !open && setShown(null)}>
        {shown && (
          <DialogContent
            style={{ width: "min(94vw, 44rem)" }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            <DialogTitle>{shown.title}</DialogTitle>
            <DialogDescription>Issued: {shown.year}</DialogDescription>
            <Large>
              <Img src={shown.image} alt={`${shown.title} certificate, issued ${shown.year}`} width={800} height={600} priority />
            </Large>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
