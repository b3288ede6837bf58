import { lazy, Suspense, useRef, useState } from "react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { colors, radii, shadows } from "@/styles/theme";

const JoinSupplierDialog = lazy(() => import("./JoinSupplierDialog"));

/** The button is in the page; the dialog's code arrives on the first click. */
function JoinSupplier() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) button.current?.focus();
  };
  return (
    <>
      <Button
        ref={button}
        $size="lg"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Join as a Supplier
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <JoinSupplierDialog open={open} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}

// 'Why Register' landing section of /supplierRegister (SPEC section 2): six benefits and
// the 'Join as a Supplier' dialog.

// Simple 24×24 stroke icons (no emoji: not every system has a font for them).
const ICONS = {
  globe: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z",
  shield: "M12 3 5 6v5c0 4.4 3 8.3 7 10 4-1.7 7-5.6 7-10V6l-7-3Zm-3.5 9 2.5 2.5 4.5-5",
  support: "M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H5a1 1 0 0 1-1-1v-4Zm16 0h-3v5h2a1 1 0 0 0 1-1v-4Zm-3 5c0 1.7-2 3-5 3",
  lock: "M6 11h12v9H6v-9Zm2 0V8a4 4 0 0 1 8 0v3m-4 4v2",
  star: "m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z",
  chart: "M4 20h16M7 16v-4m5 4V8m5 8v-6M5 9l5-4 4 3 5-4",
} as const;

export const BENEFITS = [
  {
    title: "Global Reach",
    icon: ICONS.globe,
    text: "Put your products in front of buyers from over 50 countries across North America, Europe, Asia and Africa.",
  },
  {
    title: "Verified Partnerships",
    icon: ICONS.shield,
    text: "Every supplier is checked before going live, so buyers trust the listings they enquire about.",
  },
  {
    title: "Dedicated Support",
    icon: ICONS.support,
    text: "Our trade desk helps with onboarding, documentation and your first shipments.",
  },
  {
    title: "Secure Transactions",
    icon: ICONS.lock,
    text: "Clear terms, agreed payment options and documented orders protect both sides of every deal.",
  },
  {
    title: "Free Exposure",
    icon: ICONS.star,
    text: "List your products at no cost and appear in our catalogue next to established exporters.",
  },
  {
    title: "Smart Insights",
    icon: ICONS.chart,
    text: "See which products buyers ask about and price your listings with confidence.",
  },
] as const;

const Band = styled.section`
  padding: clamp(2.5rem, 6vw, 4.5rem) clamp(1rem, 4vw, 2rem);
  background: ${colors.white};
`;

const Inner = styled.div`
  max-width: 1200px;
  margin-inline: auto;
  text-align: center;
`;

const Title = styled.h2`
  font-size: clamp(1.6rem, 3vw, 2.3rem);
  color: ${colors.forest};
`;

const Intro = styled.p`
  max-width: 44rem;
  margin: 0.75rem auto 2.25rem;
  color: ${colors.muted};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 2.25rem;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  text-align: left;
`;

const Card = styled.li`
  padding: 1.5rem;
  border-radius: ${radii.md};
  background: ${colors.cream};
  box-shadow: ${shadows.card};
  h3 { margin: 0.75rem 0 0.4rem; font-size: 1.15rem; color: ${colors.forest}; }
  p { color: ${colors.muted}; }
`;

const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${radii.pill};
  background: ${colors.saffronSoft};
  color: ${colors.saffronText};
  svg { width: 1.5rem; height: 1.5rem; }
`;

export function WhyRegister() {
  return (
    <Band aria-labelledby="why-register">
      <Inner>
        <Title id="why-register">Why Register</Title>
        <Intro>
          Join a trading network that connects growers and makers with buyers from over 50 countries. Registration is
          free and takes a few minutes.
        </Intro>
        <Grid>
          {BENEFITS.map((benefit) => (
            <Card key={benefit.title}>
              <Icon aria-hidden="true">
                <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                  <path d={benefit.icon} />
                </svg>
              </Icon>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </Card>
          ))}
        </Grid>
        <JoinSupplier />
      </Inner>
    </Band>
  );
}
