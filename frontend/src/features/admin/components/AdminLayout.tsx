import * as Sheet from "@radix-ui/react-dialog";
import { LayoutDashboard, LogOut, PanelLeft, X } from "lucide-react";
import { NavLink, Outlet } from "react-router";
import styled from "styled-components";
import { useAreaLogout } from "@/components/account/useAreaLogout";
import { AreaTopBar } from "@/components/layout/AreaTopBar";
import { Button } from "@/components/ui/Button";
import { logoutAdmin } from "@/lib/accounts";
import { colors, radii } from "@/styles/theme";
import { ADMIN_NAV } from "../nav";
import { useSidebarState } from "./useSidebarState";

// Back-office frame (SPEC sections 2 and 9): a collapsible sidebar with the spec's groups
// (16rem open, 3rem of icons collapsed; below 768px an 18rem off-canvas sheet, a Radix
// Dialog so focus is trapped and Escape closes it), and a top bar with the sidebar toggle
// and 'LogOut'.

const SIDEBAR_ID = "admin-sidebar";

const Frame = styled.div<{ $rail: string }>`
  min-height: 100vh;
  display: grid;
  grid-template-columns: ${(p) => p.$rail} minmax(0, 1fr);
  background: ${colors.cream};
`;

const Side = styled.aside<{ $open: boolean }>`
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  overflow-x: hidden;
  padding: ${(p) => (p.$open ? "1.25rem 0.85rem 2rem" : "1rem 0.35rem")};
  background: ${colors.forest};
  color: ${colors.onDark};
  transition: padding 0.15s ease;
`;

const SheetOverlay = styled(Sheet.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 55;
  background: rgba(8, 32, 26, 0.5);
`;

const SheetPanel = styled(Sheet.Content)`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 60;
  width: min(18rem, 88vw);
  height: 100vh;
  overflow-y: auto;
  padding: 1.25rem 0.85rem 2rem;
  background: ${colors.forest};
  color: ${colors.onDark};
  &:focus { outline: none; }
`;

const CloseSheet = styled(Sheet.Close)`
  float: right;
  display: inline-flex;
  padding: 0.35rem;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.onDark};
  cursor: pointer;
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Brand = styled(NavLink)<{ $open: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$open ? "flex-start" : "center")};
  gap: 0.4rem;
  margin: 0 ${(p) => (p.$open ? "0.5rem" : "0")} 1.25rem;
  font-size: 1.3rem;
  font-weight: 850;
  color: ${colors.white};
  text-decoration: none;
  span { color: ${colors.saffron}; }
`;

const Group = styled.div<{ $open: boolean }>`
  margin-bottom: ${(p) => (p.$open ? "1rem" : "0.5rem")};
  h2 {
    margin: 0 0.5rem 0.35rem;
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${colors.onDarkMuted};
  }
  ul { list-style: none; margin: 0; padding: 0; }
`;

const Item = styled(NavLink)<{ $open: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$open ? "flex-start" : "center")};
  gap: 0.6rem;
  padding: ${(p) => (p.$open ? "0.45rem 0.6rem" : "0.5rem 0")};
  border-radius: ${radii.sm};
  color: ${colors.onDark};
  text-decoration: none;
  font-weight: 550;
  svg { flex: none; }
  &:hover { background: rgba(255, 255, 255, 0.1); }
  &[aria-current="page"] { background: ${colors.saffron}; color: ${colors.ink}; }
`;

const Top = styled(AreaTopBar)`
  position: sticky;
  top: 0;
  z-index: 40;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  padding: 0.45rem 0.75rem;
  border: 1.5px solid ${colors.line};
  border-radius: ${radii.sm};
  background: ${colors.white};
  color: ${colors.forest};
  font-weight: 650;
  cursor: pointer;
`;

const Main = styled.main`
  padding: clamp(1rem, 3vw, 2rem);
  min-width: 0;
  &:focus { outline: none; }
`;

/** The sidebar's links; `open` false is icon mode (labels stay the accessible names). */
function SidebarNav({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  return (
    <>
      <Brand to="/admin" end onClick={onNavigate} $open={open} title={open ? undefined : "Dashboard"}>
        {open ? (
          <>
            Trade<span>hub</span> Admin
          </>
        ) : (
          <>
            <LayoutDashboard aria-hidden="true" size={22} />
            <VisuallyHidden>Tradehub Admin</VisuallyHidden>
          </>
        )}
      </Brand>
      <nav aria-label="Admin sections">
        {ADMIN_NAV.map((group, index) => (
          <Group key={`${group.label}-${index}`} $open={open}>
            {open ? (
              <h2 id={`admin-nav-${index}`}>{group.label}</h2>
            ) : (
              <VisuallyHidden as="h2" id={`admin-nav-${index}`}>
                {group.label}
              </VisuallyHidden>
            )}
            <ul aria-labelledby={`admin-nav-${index}`}>
              {group.items.map((item) => (
                <li key={item.path}>
                  <Item to={`/admin/${item.path}`} onClick={onNavigate} $open={open} title={open ? undefined : item.label}>
                    <item.icon aria-hidden="true" size={18} />
                    {open ? item.label : <VisuallyHidden>{item.label}</VisuallyHidden>}
                  </Item>
                </li>
              ))}
            </ul>
          </Group>
        ))}
      </nav>
    </>
  );
}

export function AdminLayout() {
  const sidebar = useSidebarState();
  const logout = useAreaLogout("admin", logoutAdmin, "/admin/login");

  const rail = sidebar.isMobile ? "0" : sidebar.expanded ? "16rem" : "3rem";

  return (
    <Frame $rail={rail}>
      {sidebar.isMobile ? (
        <div>
          <Sheet.Root open={sidebar.expanded} onOpenChange={sidebar.setOpenMobile}>
            <Sheet.Portal>
              <SheetOverlay />
              <SheetPanel id={SIDEBAR_ID} aria-describedby={undefined}>
                <Sheet.Title asChild>
                  <VisuallyHidden>Back office</VisuallyHidden>
                </Sheet.Title>
                <CloseSheet aria-label="Close sidebar">
                  <X aria-hidden="true" size={18} />
                </CloseSheet>
                <SidebarNav open onNavigate={sidebar.closeMobile} />
              </SheetPanel>
            </Sheet.Portal>
          </Sheet.Root>
        </div>
      ) : (
        <Side id={SIDEBAR_ID} $open={sidebar.expanded} aria-label="Back office" data-state={sidebar.expanded ? "expanded" : "collapsed"}>
          <SidebarNav open={sidebar.expanded} onNavigate={() => undefined} />
        </Side>
      )}
      <div style={{ minWidth: 0 }}>
        <Top>
          <Toggle
            type="button"
            aria-controls={SIDEBAR_ID}
            aria-expanded={sidebar.expanded}
            onClick={sidebar.toggle}
            title="Toggle Sidebar (Ctrl+B)"
          >
            <PanelLeft aria-hidden="true" size={18} />
            Toggle Sidebar
          </Toggle>
          <Button $variant="secondary" $size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" size={16} />
            LogOut
          </Button>
        </Top>
        <Main id="admin-main" tabIndex={-1}>
          <Outlet />
        </Main>
      </div>
    </Frame>
  );
}
