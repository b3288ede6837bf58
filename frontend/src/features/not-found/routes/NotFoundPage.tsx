import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { colors } from "@/styles/theme";
import type { NotFoundData } from "@/types/api";

// Rendered for page "not-found" (status 404) and for any page name this bundle does
// not know, so a mismatch between server and client never breaks rendering. A loader
// may name what was missing (the catalogue's 'Product not found').

// The general 404 sends no data; the catalogue's sends its own wording.
type PageData = Partial<NotFoundData> | null;

const Wrapper = styled(Container)`
  padding-block: 6rem;
  text-align: center;
`;

const Code = styled.p`
  font-size: 4.5rem;
  font-weight: 900;
  color: ${colors.saffronText};
  line-height: 1;
`;

const Title = styled.h1`
  margin-top: 1rem;
  font-size: 2rem;
  color: ${colors.forest};
`;

const Text = styled.p`
  margin: 1rem auto 2rem;
  max-width: 32rem;
  color: ${colors.muted};
`;

export function NotFoundPage({ data }: { data?: PageData }) {
  const action = data?.action ?? { label: "Back to Home", to: "/" };
  return (
    <Wrapper>
      <Code aria-hidden="true">404</Code>
      <Title>{data?.title ?? "Page not found"}</Title>
      <Text>{data?.text ?? "The page you are looking for does not exist or has moved."}</Text>
      <ButtonLink to={action.to} $variant="secondary">
        {action.label}
      </ButtonLink>
    </Wrapper>
  );
}
