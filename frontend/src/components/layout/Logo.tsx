import { Link } from "react-router";
import styled from "styled-components";
import { colors } from "@/styles/theme";

// The admin-managed logo when one is set, otherwise a wordmark, so the header never
// shows a broken image.

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  text-decoration: none;
  color: ${colors.forest};
  flex-shrink: 0;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 2.4rem;
  height: 2.4rem;
  border-radius: 12px;
  background: linear-gradient(135deg, ${colors.teal}, ${colors.forest});
  color: ${colors.saffron};
  font-weight: 900;
  font-size: 1.2rem;
`;

const Word = styled.span`
  font-size: 1.35rem;
  font-weight: 850;
  letter-spacing: -0.02em;
  & > span { color: ${colors.saffronText}; }
`;

const LogoImage = styled.img`
  height: 48px;
  width: auto;
  max-width: 180px;
  object-fit: contain;
`;

export function Logo({ src }: { src: string | null }) {
  return (
    <Home to="/" aria-label="Tradehub home">
      {src ? (
        <LogoImage src={src} alt="" width={160} height={48} />
      ) : (
        <>
          <Mark aria-hidden="true">T</Mark>
          <Word aria-hidden="true">
            Trade<span>hub</span>
          </Word>
        </>
      )}
    </Home>
  );
}
