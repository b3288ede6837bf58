import styled, { keyframes } from "styled-components";
import { Container } from "@/components/ui/Container";
import { Img } from "@/components/ui/Img";
import { colors, radii } from "@/styles/theme";

// Scrolling strip of certification and trade-body marks (SPEC sections 1 and 9:
// 200 px high, 20 s loop, content repeated 4 times, first 4 of 8 bodies shown). The
// marks are the site's own generic illustrations (static/images/certifications), not
// any body's trademark. Only the first copy is exposed to assistive technology; the
// repeats exist for the seamless loop. The animation pauses on hover and is off for
// readers who prefer reduced motion. Below the fold, so the images load lazily.

const BODIES = [
  { name: "Export Promotion Council member", logo: "export-council" },
  { name: "Food safety standards compliant", logo: "food-safety" },
  { name: "Spices trade board registered", logo: "spice-board" },
  { name: "Tea trade board registered", logo: "tea-board" },
  { name: "Registered small enterprise", logo: "small-enterprise" },
  { name: "Made in India manufacturing pledge", logo: "made-in-country" },
  { name: "Agricultural produce export authority", logo: "agri-export" },
  { name: "Chamber of Commerce member", logo: "chamber-commerce" },
] as const;

const SHOWN = BODIES.slice(0, 4);
const REPEATS = 4;

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Band = styled.section`
  height: 200px;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 1.25rem;
  background: ${colors.white};
  border-top: 1px solid ${colors.line};
  overflow: hidden;
`;

const Title = styled.h2`
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  text-align: center;
  color: ${colors.muted};
`;

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
`;

const Track = styled.div`
  display: flex;
  width: max-content;
  animation: ${scroll} 20s linear infinite;
  &:hover { animation-play-state: paused; }
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Group = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
`;

const Badge = styled.li`
  flex: none;
  margin-right: 2rem;
  img { width: auto; height: 88px; border-radius: ${radii.md}; }
`;

export function CertificationStrip() {
  return (
    <Band aria-labelledby="certified-title">
      <Container>
        <Title id="certified-title">Certified &amp; Recognised By</Title>
      </Container>
      <Viewport>
        <Track>
          {Array.from({ length: REPEATS }, (_, copy) => (
            <Group key={copy} aria-hidden={copy > 0 || undefined}>
              {SHOWN.map((body) => (
                <Badge key={body.logo}>
                  <Img
                    src={`/static/images/certifications/${body.logo}.svg`}
                    alt={copy === 0 ? body.name : ""}
                    width={235}
                    height={88}
                  />
                </Badge>
              ))}
            </Group>
          ))}
        </Track>
      </Viewport>
    </Band>
  );
}
