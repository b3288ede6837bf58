import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { colors, radii, shadows } from "@/styles/theme";

// /enquiries (SPEC sections 2, 9): the enquiry was sent; home follows by itself after
// 4 seconds, or at once with 'Go to Home Now'. The timer starts after mount, so the
// server HTML (and a page that never hydrates) stays put.

export const REDIRECT_SECONDS = 4;

const Page = styled.div`
  padding-block: clamp(2.5rem, 8vw, 6rem);
  background: ${colors.cream};
`;

const Card = styled.div`
  display: grid;
  gap: 1.1rem;
  justify-items: center;
  max-width: 36rem;
  margin-inline: auto;
  padding: clamp(2rem, 5vw, 3rem) clamp(1.25rem, 4vw, 2.5rem);
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  text-align: center;
  h1 { font-size: clamp(1.6rem, 3.2vw, 2.2rem); font-weight: 850; color: ${colors.forest}; }
  p { color: ${colors.muted}; }
`;

const Tick = styled.div`
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  background: ${colors.tealSoft};
  color: ${colors.teal};
  font-size: 2.25rem;
  font-weight: 800;
`;

const Countdown = styled.p`
  font-size: 0.95rem;
  strong { color: ${colors.ink}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

export function EnquiriesSentPage(_props: { data: null }) {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    const tick = window.setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    const leave = window.setTimeout(() => void navigate("/"), REDIRECT_SECONDS * 1000);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(leave);
    };
  }, [navigate]);

  return (
    <Page>
      <Container>
        <Card>
          <Tick aria-hidden="true">✓</Tick>
          <h1>Enquiry Sent Successfully!</h1>
          <p>
            Thank you for your enquiry. The supplier has received it and will get back to you soon. You can follow its status
            under My Enquiries in your profile.
          </p>
          <Countdown>
            Taking you to the home page in <strong>{secondsLeft}</strong> {secondsLeft === 1 ? "second" : "seconds"}…
          </Countdown>
          <Actions>
            <Button $variant="secondary" onClick={() => void navigate("/")}>
              Go to Home Now
            </Button>
            <ButtonLink to="/profile" $variant="outline">
              Open My Profile
            </ButtonLink>
          </Actions>
        </Card>
      </Container>
    </Page>
  );
}
