import type { ReactNode } from "react";
import styled from "styled-components";
import { colors, radii } from "@/styles/theme";

// A boxed message: red for errors, blue for information, green for success (SPEC
// section 8 names the red and blue boxes of the variety page). Errors interrupt screen
// readers (role alert); the others are announced politely (role status).

export type NoticeTone = "error" | "info" | "success";

const tones: Record<NoticeTone, { border: string; background: string; text: string }> = {
  error: { border: "#f1b8b4", background: "#fdecea", text: "#8c1d18" },
  info: { border: "#b9d3f0", background: "#eaf2fc", text: "#1c4a7e" },
  success: { border: "#a9d8c4", background: colors.tealSoft, text: colors.tealDark },
};

const Box = styled.div<{ $tone: NoticeTone }>`
  padding: 0.9rem 1.1rem;
  border-radius: ${radii.sm};
  border: 1px solid ${(p) => tones[p.$tone].border};
  background: ${(p) => tones[p.$tone].background};
  color: ${(p) => tones[p.$tone].text};
  font-weight: 550;
  & > small { display: block; margin-top: 0.25rem; font-weight: 450; }
`;

export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <Box $tone={tone} data-tone={tone} role={tone === "error" ? "alert" : "status"}>
      {children}
    </Box>
  );
}
