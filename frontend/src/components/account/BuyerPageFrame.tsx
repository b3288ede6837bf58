import { Suspense, useEffect, useState, type ReactNode } from "react";
import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { colors } from "@/styles/theme";

// The frame of the buyer's own pages that mails link to (/profile/orders,
// /profile/enquiries and one of each): the title, the way back, and the content, which is
// the browser's to load. The server renders the frame and a status line, and so does the
// browser's first render, so hydration matches.

const Page = styled.div`
  padding-block: clamp(1.5rem, 5vw, 3.5rem);
  background: ${colors.cream};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 1.25rem;
  h1 { font-size: clamp(1.6rem, 3vw, 2.1rem); color: ${colors.forest}; }
`;

type Props = {
  title: string;
  back: { to: string; label: string };
  /** The status line until the content is in ("Loading orders..."). */
  loadingText: string;
  children: ReactNode;
};

export function BuyerPageFrame({ title, back, loadingText, children }: Props) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = <p role="status">{loadingText}</p>;
  return (
    <Page>
      <Container>
        <Head>
          <h1>{title}</h1>
          <ButtonLink to={back.to} $variant="outline" $size="sm">
            {back.label}
          </ButtonLink>
        </Head>
        <Suspense fallback={loading}>{mounted ? children : loading}</Suspense>
      </Container>
    </Page>
  );
}
