import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { Notice } from "@/components/ui/Notice";
import { colors, media, radii, shadows } from "@/styles/theme";
import { EnquiryForm } from "../components/EnquiryForm";
import { OfferList } from "../components/OfferList";
import { OfferSummary } from "../components/OfferSummary";
import { DEFAULT_OFFER_ERROR } from "../lib/labels";
import type { EnquiryData } from "@/types/api";

// /enquiry?listing={id} (SPEC section 2): the enquiry form for one supplier's offer. The
// server only renders it for a signed-in buyer (others are sent to sign in and back) and
// embeds the offer, the buyer's details and the choices of the form.
// /enquiry?listings={id},{id},…: the same form sent as one request for quotes
// to every chosen offer still open (`offers`); `error` then says which are gone.

const Page = styled.div`
  padding-block: clamp(1.5rem, 5vw, 3.5rem);
  background: ${colors.cream};
`;

const Top = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
  margin-bottom: 1.75rem;
  /* The ghost Back button's text lines up with the heading. */
  & > a:first-child { margin-left: -0.95rem; }
  h1 { font-size: clamp(1.7rem, 3.4vw, 2.4rem); font-weight: 850; color: ${colors.forest}; letter-spacing: -0.01em; }
  p { color: ${colors.muted}; max-width: 46rem; }
`;

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  grid-template-areas: "offer" "form";
  @media ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
    grid-template-areas: "form offer";
  }
`;

const FormCard = styled.div`
  grid-area: form;
  padding: clamp(1.25rem, 3vw, 2rem);
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.card};
`;

const OfferArea = styled.div`
  grid-area: offer;
  @media ${media.lg} { position: sticky; top: 6rem; }
`;

const Gone = styled.div`
  margin-bottom: 1rem;
`;

const Unavailable = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
  max-width: 40rem;
`;

export function EnquiryPage({ data }: { data: EnquiryData | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const offer = data?.offer ?? null;
  const offers = data?.offers ?? [];
  const several = offer !== null && offers.length > 1;
  const varietyPath = offer ? `/products/${offer.productSlug}/${offer.varietySlug}` : "/products";

  // Back where the buyer came from when that was a page of this visit; after a full load
  // (e.g. straight from signing in) the history entry before is not ours: the variety page.
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location.key === "default") return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <Page>
      <Container>
        <Top>
          <ButtonLink to={varietyPath} onClick={goBack} $variant="ghost" $size="sm">
            <span aria-hidden="true">←</span> Back
          </ButtonLink>
          <h1>{several ? "Request Quotes" : "Send an Enquiry"}</h1>
          {several ? (
            <p>
              Tell the {offers.length} suppliers what you need. Each gets its own enquiry at the price of its offer and
              answers with a quote; compare the quotes and accept one under My Enquiries in your profile.
            </p>
          ) : offer && (
            <p>
              Tell {offer.vendorName} what you need. Your enquiry goes to this supplier with their price of the offer
              below; you can follow it under My Enquiries in your profile.
            </p>
          )}
        </Top>
        {!offer || !data ? (
          <Unavailable>
            <Notice tone="error">{data?.error || DEFAULT_OFFER_ERROR}</Notice>
            <ButtonLink to="/products" $variant="secondary">
              Browse products
            </ButtonLink>
          </Unavailable>
        ) : (
          <Layout>
            <OfferArea>
              {data.error && (
                <Gone>
                  <Notice tone="info">{data.error}</Notice>
                </Gone>
              )}
              {several ? <OfferList offers={offers} /> : <OfferSummary offer={offer} />}
            </OfferArea>
            <FormCard>
              <EnquiryForm
                offer={offer}
                offers={several ? offers : undefined}
                openVarietyId={data.openVarietyId ?? null}
                prefill={data.prefill}
                options={data.options}
              />
            </FormCard>
          </Layout>
        )}
      </Container>
    </Page>
  );
}
