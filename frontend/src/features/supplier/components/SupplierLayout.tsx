import { NavLink, Outlet, useLocation, useOutletContext } from "react-router";
import styled from "styled-components";
import { UnreadBadge } from "@/components/thread/UnreadBadge";
import { useUnreadCounts } from "@/lib/unread";
import { useAreaLogout } from "@/components/account/useAreaLogout";
import { AreaTopBar } from "@/components/layout/AreaTopBar";
import { Button } from "@/components/ui/Button";
import { endSupplierSession } from "@/lib/accounts";
import { colors, media, radii } from "@/styles/theme";
import type { SupplierOutletContext } from "./RequireSupplier";

// Supplier portal frame (SPEC section 2): side navigation Document, Product, Enquiries
// (the spec's Order area, with its unread count), Orders and Insights, and a top bar with 'LogOut'.

const NAV = [
  { to: "/vendor/document", label: "Document" },
  { to: "/vendor/product", label: "Product" },
  { to: "/vendor/enquiries", label: "Enquiries" },
  // Beyond the spec: the orders the supplier's accepted quotes became.
  { to: "/vendor/orders", label: "Orders" },
  // Beyond the spec: views, enquiries, answers and accepted quotes per listing.
  { to: "/vendor/insights", label: "Insights" },
] as const;

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  /* minmax(0, …): wide content (a table) shrinks or scrolls inside main, never the page. */
  grid-template-columns: minmax(0, 1fr);
  background: ${colors.cream};
  @media ${media.md} { grid-template-columns: 14rem minmax(0, 1fr); }
`;

const Side = styled.aside`
  padding: 1.25rem 0.85rem;
  background: ${colors.forest};
  color: ${colors.onDark};
  ul { list-style: none; margin: 0; padding: 0; display: flex; gap: 0.35rem; flex-wrap: wrap; }
  @media ${media.md} {
    position: sticky;
    top: 0;
    height: 100vh;
    ul { flex-direction: column; }
  }
`;

const Brand = styled.p`
  margin: 0 0.5rem 1rem;
  font-size: 1.2rem;
  font-weight: 850;
  span { color: ${colors.saffron}; }
`;

const Item = styled(NavLink)`
  display: block;
  padding: 0.5rem 0.75rem;
  border-radius: ${radii.sm};
  color: ${colors.onDark};
  text-decoration: none;
  font-weight: 600;
  &:hover { background: rgba(255, 255, 255, 0.1); }
  &[aria-current="page"] { background: ${colors.saffron}; color: ${colors.ink}; }
`;

const Top = styled(AreaTopBar)`
  span { color: ${colors.muted}; overflow-wrap: anywhere; }
`;

const Main = styled.main`
  padding: clamp(1rem, 3vw, 2rem);
`;

export function SupplierLayout() {
  const context = useOutletContext<SupplierOutletContext>();
  const { pathname } = useLocation();
  const unread = useUnreadCounts(context.vendor.verified ? "supplier" : null, pathname);
  const logout = useAreaLogout("vendor", endSupplierSession, "/vendor/login");

  return (
    <Frame>
      <Side aria-label="Supplier portal">
        <Brand>
          Trade<span>hub</span> Supplier
        </Brand>
        <nav aria-label="Portal sections">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <Item to={item.to}>
                  {item.label}
                  {item.to === "/vendor/enquiries" && <UnreadBadge counts={unread} />}
                </Item>
              </li>
            ))}
          </ul>
        </nav>
      </Side>
      <div>
        <Top>
          <span>{context.vendor.name}</span>
          <Button $variant="secondary" $size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            LogOut
          </Button>
        </Top>
        <Main>
          <Outlet context={context} />
        </Main>
      </div>
    </Frame>
  );
}
