import { CurrencyPicker } from "./CurrencyPicker";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import styled from "styled-components";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { logoutBuyer } from "@/lib/session";
import { colors, media, shadows } from "@/styles/theme";
import type { SiteProps } from "@/types/api";
import { SearchForm } from "@/components/catalogue/SearchForm";
import { UnreadBadge } from "@/components/thread/UnreadBadge";
import { useUnreadCounts } from "@/lib/unread";
import { Logo } from "./Logo";
import { MAIN_NAV } from "./nav-items";

// Site header: logo, catalogue search, main navigation, supplier call to action and the
// buyer's account buttons. Below WIDE the navigation collapses behind a toggle button
// (choosing a link, pressing Escape or navigating back closes it): WIDE is where the
// whole row fits signed in (logo, search, six links, the currency, three buttons; the
// unread count rides on Profile rather than a fourth button), measured, so the
// bar never clips or wraps. The search stays in the bar from `sm` up with at least 16rem
// (its input 160 px or more), moves into the menu on phones, and from WIDE, where the
// row has no room left for it, is an icon that opens a full-width field under the bar.

const MENU_ID = "site-menu";
const WIDE = "(min-width: 1280px)";

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.97);
  box-shadow: ${shadows.card};
`;

const Inner = styled(Container)`
  max-width: 1400px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 4.5rem;
  @media ${WIDE} { gap: 0.5rem; }
`;

const BarSearch = styled(SearchForm)`
  display: none;
  @media ${media.sm} { display: flex; flex: 1 1 16rem; min-width: 16rem; max-width: 24rem; }
  @media ${WIDE} { display: none; }
`;

const SEARCH_ID = "site-search";

const SearchToggle = styled.button`
  display: none;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 2px solid ${colors.line};
  border-radius: 50%;
  background: ${colors.white};
  color: ${colors.forest};
  cursor: pointer;
  &:hover, &[aria-expanded="true"] { color: ${colors.teal}; border-color: ${colors.teal}; }
  @media ${WIDE} { display: inline-flex; }
`;

const SearchPanel = styled.div`
  display: none;
  @media ${WIDE} {
    display: block;
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    padding: 0.75rem clamp(1rem, 4vw, 2rem);
    background: ${colors.white};
    border-top: 1px solid ${colors.line};
    box-shadow: ${shadows.raised};
    form { max-width: 48rem; margin: 0 auto; }
  }
`;

const MenuSearch = styled(SearchForm)`
  @media ${media.sm} { display: none; }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0.8rem;
  border: 2px solid ${colors.line};
  border-radius: 10px;
  background: ${colors.white};
  color: ${colors.forest};
  font-weight: 650;
  cursor: pointer;
  @media ${WIDE} { display: none; }
`;

const Burger = styled.span<{ $open: boolean }>`
  position: relative;
  width: 1.25rem;
  height: 2px;
  background: ${(p) => (p.$open ? "transparent" : "currentColor")};
  transition: background 0.2s;
  &::before, &::after {
    content: "";
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    background: currentColor;
    transition: transform 0.2s;
  }
  &::before { transform: ${(p) => (p.$open ? "rotate(45deg)" : "translateY(-6px)")}; }
  &::after { transform: ${(p) => (p.$open ? "rotate(-45deg)" : "translateY(6px)")}; }
`;

// Mobile: a dropdown panel under the bar, hidden unless open. Desktop: inline row.
const Menu = styled.div<{ $open: boolean }>`
  display: ${(p) => (p.$open ? "flex" : "none")};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  flex-direction: column;
  gap: 1rem;
  padding: 1rem clamp(1rem, 4vw, 2rem) 1.5rem;
  background: ${colors.white};
  border-top: 1px solid ${colors.line};
  box-shadow: ${shadows.raised};
  @media ${WIDE} {
    display: flex;
    position: static;
    flex-direction: row;
    align-items: center;
    flex: 1;
    justify-content: space-between;
    padding: 0;
    border: 0;
    box-shadow: none;
    background: transparent;
  }
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  @media ${WIDE} {
    flex-direction: row;
    margin-inline: auto;
    gap: 0.15rem;
  }
`;

const Item = styled(NavLink)`
  display: block;
  padding: 0.7rem 0.5rem;
  border-radius: 8px;
  color: ${colors.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover { color: ${colors.teal}; background: ${colors.tealSoft}; }
  &[aria-current="page"] { color: ${colors.teal}; box-shadow: inset 0 -3px 0 ${colors.saffron}; }
  @media ${WIDE} { padding: 0.5rem 0.3rem; white-space: nowrap; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  /* Signed in there are three buttons; in the bar they stay on one line. */
  @media ${WIDE} { flex-wrap: nowrap; flex-shrink: 0; gap: 0.4rem; a, button { white-space: nowrap; } }
`;

/** Pages from which Login leads to a plain /login (nothing to come back to). */
const LOGIN_QUIET = new Set(["/", "/login", "/userRegister", "/supplierRegister"]);

export function Header({ site }: { site: SiteProps }) {
  const [open, setOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const { pathname, search } = useLocation();
  const close = () => setOpen(false);
  const unread = useUnreadCounts(site.user ? "buyer" : null, pathname + search);
  // Sign-in returns to the page the visitor was on (the login page checks it is local).
  const loginHref = LOGIN_QUIET.has(pathname) ? "/login" : `/login?redirect=${encodeURIComponent(pathname + search)}`;

  // Back/forward navigation does not click a link; close the menu then as well.
  useEffect(() => {
    setOpen(false);
    setSearching(false);
  }, [pathname, search]);

  useEffect(() => {
    if (!open && !searching) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        setSearching(false);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, searching]);

  return (
    <Bar>
      <Inner>
        <Logo src={site.logo ?? null} />
        <BarSearch />
        <SearchToggle
          type="button"
          aria-label="Open search"
          aria-expanded={searching}
          aria-controls={SEARCH_ID}
          onClick={() => setSearching((v) => !v)}
        >
          <Search aria-hidden="true" size={18} />
        </SearchToggle>
        {searching && (
          <SearchPanel id={SEARCH_ID}>
            <SearchForm autoFocus />
          </SearchPanel>
        )}
        <Toggle type="button" aria-expanded={open} aria-controls={MENU_ID} onClick={() => setOpen((v) => !v)}>
          <Burger $open={open} aria-hidden="true" />
          Menu
        </Toggle>
        <Menu id={MENU_ID} $open={open}>
          <MenuSearch />
          <nav aria-label="Main">
            <NavList>
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <Item to={item.to} end={item.to === "/"} onClick={close}>
                    {item.label}
                  </Item>
                </li>
              ))}
            </NavList>
          </nav>
          <Actions>
            <CurrencyPicker />
            <ButtonLink to="/became-a-supplier" $size="sm" onClick={close}>
              Became a Supplier
            </ButtonLink>
            {site.user ? (
              <>
                <ButtonLink to="/profile" $variant="outline" $size="sm" onClick={close}>
                  Profile
                  <UnreadBadge counts={unread} />
                </ButtonLink>
                <Button $variant="secondary" $size="sm" onClick={() => void logoutBuyer()}>
                  Logout
                </Button>
              </>
            ) : (
              <ButtonLink to={loginHref} $variant="secondary" $size="sm" onClick={close}>
                Login
              </ButtonLink>
            )}
          </Actions>
        </Menu>
      </Inner>
    </Bar>
  );
}
