import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import styled from "styled-components";
import { CardGrid } from "@/components/ui/Card";
import { Button, ButtonLink } from "@/components/ui/Button";
import { ListState } from "@/components/ui/ListState";
import { colors, media, radii, shadows } from "@/styles/theme";
import type { OfferSort, VarietySupplier } from "@/types/api";
import { QueryScope } from "@/lib/query";
import { OFFER_SORTS, sortHref, sortOffers } from "../lib/offer-sort";
import { useSuppliers } from "../lib/use-suppliers";
import { blockedReason, MAX_QUOTE_SUPPLIERS, QUOTE_CAP_HINT, type QuotePicks, quoteRequestHref, togglePick } from "../lib/quote-picks";
import { SupplierCard } from "./SupplierCard";

// Available Suppliers of a variety (SPEC sections 2, 4, 8): the offers, one of which
// may be selected; then a 'Ready to proceed' panel in that card names the supplier and
// Send Enquiry leads to the enquiry form with that offer. The order links are plain
// addresses (`?sort=…`) the server renders, so sorting works without JavaScript.
// Besides that default, up to 5 offers of different suppliers may be added to
// one request for quotes; from 2 on, a bar (sticky at the bottom of the screen while the
// list is in view) leads to the enquiry form for all of them.

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
  h2 { font-size: clamp(1.5rem, 2.6vw, 2rem); color: ${colors.forest}; }
`;

const Sorts = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 1.25rem;
  p { font-weight: 650; color: ${colors.muted}; margin-right: 0.25rem; }
  a {
    padding: 0.35rem 0.85rem;
    border-radius: ${radii.pill};
    border: 1px solid ${colors.line};
    color: ${colors.ink};
    text-decoration: none;
    font-weight: 600;
    font-size: 0.92rem;
  }
  a[aria-current="true"] { background: ${colors.teal}; border-color: ${colors.teal}; color: ${colors.white}; }
`;

const Ready = styled.div`
  margin-top: 0.5rem;
  display: grid;
  gap: 0.75rem;
  padding: 1rem 1.1rem;
  border-radius: ${radii.md};
  background: ${colors.tealSoft};
  border: 1px solid #a9d8c4;
  h3 { font-size: 1.1rem; color: ${colors.tealDark}; }
  p { color: ${colors.ink}; }
`;

// Sticky in the flow after the list: it rides the bottom of the screen while the cards
// scroll under it and then stays below the last one, so no card is ever hidden for good.
const Bar = styled.div`
  position: sticky;
  bottom: 0.5rem;
  z-index: 5;
  margin-top: 1.25rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.7rem 0.8rem;
  border-radius: ${radii.md};
  background: ${colors.forest};
  color: ${colors.white};
  box-shadow: ${shadows.raised};
  p { font-weight: 650; font-size: 0.95rem; }
  /* The hint repeats what each card says; on a phone the bar stays two lines high. */
  small { display: none; font-weight: 450; opacity: 0.9; }
  a { flex: 1 1 auto; white-space: normal; text-align: center; }
  @media ${media.sm} {
    padding: 0.85rem 1.1rem;
    p { font-size: 1rem; }
    small { display: block; }
    a { flex: 0 1 auto; }
  }
`;

type AvailableSuppliersProps = {
  productId: string;
  varietyId: string;
  varietyTitle: string;
  suppliers: VarietySupplier[];
  sort: OfferSort;
};

export function AvailableSuppliers(props: AvailableSuppliersProps) {
  return (
    <QueryScope>
      <SupplierList {...props} />
    </QueryScope>
  );
}

/** An open request: the link may wrap on a narrow screen rather than widen the page. */
const EveryoneLink = styled(ButtonLink)`
  white-space: normal;
  max-width: 100%;
  text-align: center;
`;

/** The chosen offer's panel: its supplier, and Send Enquiry. */
function ReadyPanel({ selected, onSend }: { selected: VarietySupplier; onSend: () => void }) {
  return (
    <Ready role="status" onClick={(event) => event.stopPropagation()}>
      <div>
        <h3>Ready to proceed</h3>
        <p>
          You have selected <strong>{selected.vendor.name}</strong>. Send an enquiry to agree quantity,
          packaging and delivery.
        </p>
      </div>
      <Button $variant="secondary" onClick={onSend}>
        Send Enquiry
      </Button>
    </Ready>
  );
}

/** The offers added to one request for quotes, and the way to its enquiry form. */
function QuoteRequestBar({ picked }: { picked: string[] }) {
  return (
    <Bar role="region" aria-label="Quote request">
      <p aria-live="polite">
        {picked.length === 1
          ? "1 supplier added to your quote request"
          : `${picked.length} suppliers added to your quote request`}
        <small>
          {picked.length < 2
            ? "Add at least one more to compare their quotes."
            : picked.length >= MAX_QUOTE_SUPPLIERS
              ? QUOTE_CAP_HINT
              : `Compare their quotes side by side. ${QUOTE_CAP_HINT}.`}
        </small>
      </p>
      {picked.length >= 2 && (
        <ButtonLink to={quoteRequestHref(picked)} $variant="primary">
          Request quotes from {picked.length} suppliers
        </ButtonLink>
      )}
    </Bar>
  );
}

function SupplierList({ productId, varietyId, varietyTitle, suppliers, sort }: AvailableSuppliersProps) {
  const { state, refresh } = useSuppliers(productId, varietyId, suppliers);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [picks, setPicks] = useState<QuotePicks>([]);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const offers = sortOffers(state.suppliers, sort);
  const selected = state.status === "loaded" ? offers.find((s) => s._id === selectedId) : undefined;

  // Offers gone after a refresh leave the request too.
  const picked = picks.filter((id) => offers.some((o) => o._id === id));
  const pickedOffers = offers.filter((o) => picked.includes(o._id));
  const onPick = (id: string, checked: boolean) => setPicks((current) => togglePick(current, offers, id, checked));

  const sendEnquiry = () => {
    if (!selected) return;
    void navigate(`/enquiry?listing=${encodeURIComponent(selected._id)}`);
  };

  return (
    <section aria-labelledby="suppliers-title">
      <Head>
        <h2 id="suppliers-title">Available Suppliers</h2>
        <Button $variant="ghost" $size="sm" onClick={refresh} disabled={state.status === "loading"}>
          Refresh suppliers
        </Button>
      </Head>
      {/* "Refresh suppliers" above is the retry. */}
      <ListState
        pending={state.status === "loading"}
        failed={state.status === "error"}
        failedText={state.status === "error" ? state.message : ""}
        empty={state.status === "loaded" && offers.length === 0}
        emptyText="No suppliers found for this product variety."
        loadingText="Loading suppliers..."
      />
      {state.status === "loaded" && offers.length > 1 && (
        <EveryoneLink to={`/enquiry?variety=${encodeURIComponent(varietyId)}`} $variant="outline" $size="sm">
          Request quotes from every supplier
        </EveryoneLink>
      )}
      {state.status === "loaded" && offers.length > 1 && (
        <Sorts aria-label="Sort offers">
          <p>Sort by</p>
          {OFFER_SORTS.map((option) => (
            <Link key={option.value} to={sortHref(pathname, option.value)} aria-current={option.value === sort ? "true" : undefined} replace>
              {option.label}
            </Link>
          ))}
        </Sorts>
      )}
      {state.status === "loaded" && offers.length > 0 && (
        <CardGrid $gap="1.25rem" aria-label={`Suppliers of ${varietyTitle}`}>
          {offers.map((supplier) => (
            <li key={supplier._id}>
              <SupplierCard
                supplier={supplier}
                selected={supplier._id === selectedId}
                onSelect={setSelectedId}
                pick={
                  offers.length > 1
                    ? { checked: picked.includes(supplier._id), blocked: blockedReason(pickedOffers, supplier), onChange: onPick }
                    : undefined
                }
              >
                {selected?._id === supplier._id && <ReadyPanel selected={selected} onSend={sendEnquiry} />}
              </SupplierCard>
            </li>
          ))}
        </CardGrid>
      )}
      {state.status === "loaded" && picked.length > 0 && <QuoteRequestBar picked={picked} />}
    </section>
  );
}
