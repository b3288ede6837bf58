import type { ReactNode } from "react";
import styled from "styled-components";
import { colors } from "@/styles/theme";
import type { SiteProps } from "@/types/api";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LoginPrompt } from "./LoginPrompt";

// Chrome of every public page: skip link, header, main landmark, footer.

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 200;
  padding: 0.6rem 1rem;
  border-radius: 8px;
  background: ${colors.saffron};
  color: ${colors.ink};
  font-weight: 700;
  &:focus { top: 1rem; }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;
  &:focus { outline: none; }
`;

type LayoutProps = {
  site: SiteProps;
  /** True while the next page's data is loading during client navigation. */
  busy?: boolean;
  children: ReactNode;
};

export function Layout({ site, busy = false, children }: LayoutProps) {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header site={site} />
      <Main id="main" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </Main>
      <Footer footer={site.footer} />
      <LoginPrompt signedIn={site.user !== null && site.user !== undefined} />
    </>
  );
}
