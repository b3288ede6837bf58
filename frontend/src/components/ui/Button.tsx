import { Link } from "react-router";
import styled, { css } from "styled-components";
import { colors, radii } from "@/styles/theme";

// One look for every call to action, whether it is a <button>, an in-app <Link> or a
// plain <a> (downloads, tel:, mailto:). Variants are transient ($) props so they never
// reach the DOM.

export type ButtonVariant = "primary" | "secondary" | "outline" | "light" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

type StyleProps = { $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean };

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.saffron};
    color: ${colors.ink};
    &:hover { background: #ffb630; }
  `,
  secondary: css`
    background: ${colors.teal};
    color: ${colors.white};
    &:hover { background: ${colors.tealDark}; }
  `,
  outline: css`
    background: transparent;
    color: ${colors.teal};
    border-color: ${colors.teal};
    &:hover { background: ${colors.tealSoft}; }
  `,
  light: css`
    background: rgba(255, 255, 255, 0.12);
    color: ${colors.white};
    border-color: rgba(255, 255, 255, 0.7);
    &:hover { background: rgba(255, 255, 255, 0.22); }
  `,
  ghost: css`
    background: transparent;
    color: ${colors.muted};
    &:hover { background: ${colors.tealSoft}; color: ${colors.ink}; }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`padding: 0.45rem 0.95rem; font-size: 0.9rem;`,
  md: css`padding: 0.7rem 1.35rem; font-size: 1rem;`,
  lg: css`padding: 0.9rem 1.8rem; font-size: 1.05rem;`,
};

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 2px solid transparent;
  border-radius: ${radii.pill};
  font-weight: 650;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition: background-color 0.2s ease, color 0.2s ease, transform 0.2s ease;
  width: ${(p) => (p.$block ? "100%" : "auto")};
  ${(p) => variants[p.$variant ?? "primary"]}
  ${(p) => sizes[p.$size ?? "md"]}
  &:active { transform: translateY(1px); }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export const Button = styled.button.attrs<StyleProps>((p) => ({ type: p.type ?? "button" }))<StyleProps>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

export const ButtonAnchor = styled.a<StyleProps>`
  ${buttonStyles}
`;
