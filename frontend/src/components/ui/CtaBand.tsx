import type { ReactNode } from "react";
import styled from "styled-components";
import { colors, media } from "@/styles/theme";
import { Section } from "./Section";

// The dark call-to-action band that closes an inner page: a heading and a line on one
// side, the page's buttons on the other (stacked on phones). `id` names the heading
// the section landmark is labelled by, so it must be unique on the page.

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  align-items: flex-start;
  @media ${media.md} { flex-direction: row; align-items: center; justify-content: space-between; }
  h2 { font-size: clamp(1.7rem, 3vw, 2.3rem); font-weight: 850; }
  p { margin-top: 0.5rem; color: ${colors.onDarkMuted}; max-width: 36rem; }
  div:last-child { display: flex; flex-wrap: wrap; gap: 0.75rem; }
`;

type CtaBandProps = {
  id: string;
  title: string;
  text: string;
  /** The buttons (ButtonLinks). */
  actions: ReactNode;
};

export function CtaBand({ id, title, text, actions }: CtaBandProps) {
  return (
    <Section tone="dark" labelledBy={id}>
      <Layout>
        <div>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
        </div>
        <div>{actions}</div>
      </Layout>
    </Section>
  );
}
