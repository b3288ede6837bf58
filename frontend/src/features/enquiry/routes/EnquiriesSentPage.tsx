import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { colors, radii, shadows } from "@/styles/theme";

// /enquiries (SPEC sections 2, 9): the enquiry was sent. The buyer stays here until it
// chooses where to go: its enquiries, where the supplier's answers and the conversation
// come, or home. A request to several suppliers (`?suppliers=N`) says so; the count is
// read after mount, so the server's HTML (one copy for every query) stays the same.

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

/** How many suppliers the request reached, from `?suppliers=N` (1 when absent). */
export function suppliersReached(search: string): number {
  const n = Number(new URLSearchParams(search).get("suppliers"));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

export function EnquiriesSentPage(_props: { data: null }) {
  const { search } = useLocation();
  const [reached, setReached] = useState(1);
  useEffect(() => setReached(suppliersReached(search)), [search]);

  return (
    <Page>
      <Container>
        <Card>
          <Tick aria-hidden="true">✓</Tick>
          <h1>Enquiry Sent Successfully!</h1>
          <p>
            {reached > 1
              ? `Thank you for your request. The ${reached} suppliers have received it and will each get back to you soon.`
              : "Thank you for your enquiry. The supplier has received it and will get back to you soon."}{" "}
            Their quotes and messages arrive in My Enquiries.
          </p>
          <Actions>
            <ButtonLink to="/profile/enquiries" $variant="secondary">
              Open My Enquiries
            </ButtonLink>
            <ButtonLink to="/" $variant="outline">
              Go to Home
            </ButtonLink>
          </Actions>
        </Card>
      </Container>
    </Page>
  );
}
