import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { colors, media, radii } from "@/styles/theme";

// Start a Conversation: the call to action that leads to /contact.

const Band = styled.section`
  padding-block: 3.5rem;
  background: ${colors.cream};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  align-items: flex-start;
  padding: clamp(2rem, 5vw, 3.5rem);
  border-radius: ${radii.lg};
  background:
    radial-gradient(circle at 90% 10%, rgba(255, 255, 255, 0.35), transparent 40%),
    linear-gradient(120deg, ${colors.saffron}, #f7c35c);
  color: ${colors.ink};
  @media ${media.md} { flex-direction: row; align-items: center; justify-content: space-between; }
  h2 { font-size: clamp(1.6rem, 3vw, 2.2rem); font-weight: 850; color: ${colors.forest}; }
  p { margin-top: 0.5rem; max-width: 36rem; color: #3b3220; font-size: 1.05rem; }
`;

export function StartConversation() {
  return (
    <Band aria-labelledby="conversation-title">
      <Container>
        <Panel>
          <div>
            <h2 id="conversation-title">Start a Conversation</h2>
            <p>Looking for a reliable source or a new market? Tell us what you need and our team will get back to you.</p>
          </div>
          <ButtonLink to="/contact" $variant="secondary" $size="lg">
            Contact Us
          </ButtonLink>
        </Panel>
      </Container>
    </Band>
  );
}
