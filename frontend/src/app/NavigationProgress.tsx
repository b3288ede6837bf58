import styled, { keyframes } from "styled-components";
import { colors } from "@/styles/theme";

// A thin bar at the top of the viewport while the next page's data is on its way.
// Decorative: the busy state is announced through aria-busy on <main>.

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div<{ $active: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 300;
  height: 3px;
  overflow: hidden;
  pointer-events: none;
  opacity: ${(p) => (p.$active ? 1 : 0)};
  transition: opacity 0.2s ease ${(p) => (p.$active ? "0.15s" : "0s")};
  &::after {
    content: "";
    display: block;
    width: 40%;
    height: 100%;
    background: ${colors.saffron};
    animation: ${slide} 1.1s ease-in-out infinite;
  }
`;

export function NavigationProgress({ active }: { active: boolean }) {
  return <Track $active={active} aria-hidden="true" />;
}
