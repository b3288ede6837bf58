import { Link } from "react-router";
import styled from "styled-components";
import { colors } from "@/styles/theme";

// Where a catalogue page sits: Home / Products / … ; the last crumb is the current page.

const Trail = styled.nav<{ $tone: "light" | "dark" }>`
  color: ${(p) => (p.$tone === "light" ? colors.onDarkMuted : colors.muted)};
  margin-bottom: 1.25rem;
  font-size: 0.92rem;
  ol { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.35rem; }
  li { display: flex; gap: 0.35rem; color: inherit; }
  li + li::before { content: "/"; opacity: 0.6; }
  a { color: inherit; text-decoration: none; font-weight: 600; }
  a:hover { text-decoration: underline; }
  [aria-current] { opacity: 0.85; }
`;

export type Crumb = { label: string; to?: string };

export function Breadcrumbs({ items, tone = "light" }: { items: Crumb[]; tone?: "light" | "dark" }) {
  return (
    <Trail aria-label="Breadcrumb" $tone={tone}>
      <ol>
        {items.map((item, index) => (
          <li key={index}>
            {item.to && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </Trail>
  );
}
