import styled from "styled-components";
import { Container } from "@/components/ui/Container";
import { colors, media } from "@/styles/theme";
import { FeedbackDialog } from "./FeedbackDialog";

// A slim band between Core Values and the FAQ that opens the feedback dialog.

const Band = styled.section`
  background: ${colors.white};
  border-block: 1px solid ${colors.line};
  padding-block: 2rem;
`;

const Row = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  align-items: flex-start;
  @media ${media.md} { flex-direction: row; align-items: center; justify-content: space-between; }
  h2 { font-size: 1.3rem; color: ${colors.forest}; }
  p { color: ${colors.muted}; }
`;

export function FeedbackBand() {
  return (
    <Band aria-labelledby="feedback-title">
      <Row>
        <div>
          <h2 id="feedback-title">How are we doing?</h2>
          <p>Your feedback helps us improve every shipment and every conversation.</p>
        </div>
        <FeedbackDialog />
      </Row>
    </Band>
  );
}
