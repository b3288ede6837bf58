import { useMutation, useQueryClient } from "@tanstack/react-query";
import { NavLink, Outlet, useNavigate } from "react-router";
import styled from "styled-components";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { logoutAdmin } from "@/lib/accounts";
import { messageOf } from "@/lib/api";
import { forgetRole } from "@/lib/session-query";
import { colors, radii } from "@/styles/theme";
import { ADMIN_NAV } from "../nav";
import { useSidebarState } from "./useSidebarState";

// Back-office frame (SPEC section 2): collapsible sidebar with the spec's groups, and a
// top bar with the sidebar toggle and 'LogOut'.

const SIDEBAR_ID = "admin-sidebar";

const Frame = styled.div<{ $open: boolean; $mobile: boolean }>`
  min-height: 100vh;
  display: grid;
  grid-template-columns: ${(p) => (p.$open && !p.$mobile ? "16rem 1fr" : "1fr")};
  background: ${colors.cream};
`;

const Side = styled.aside<{ $open: boolean; $mobile: boolean }>`
  display: ${(p) => (p.$open ? "block" : "none")};
  position: ${(p) => (p.$mobile ? "fixed" : "sticky")};
  top: 0;
  left: 0;
  z-index: 60;
  width: ${(p) => (p.$mobile ? "18rem" : "16rem")};
  height: 100vh;
  overflow-y: auto;
  padding: 1.25rem 0.85rem 2rem;
  background: ${colors.forest};
  color: ${colors.onDark};
`;

const CloseSheet = styled.button`
  float: right;
  margin: 0.2rem 0.25rem 0 0;
  padding: 0.3rem 0.6rem;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.onDark};
  cursor: pointer;
`;

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: 55;
  background: rgba(8, 32, 26, 0.5);
`;

const Brand = styled(NavLink)`
  display: block;
  margin: 0 0.5rem 1.25rem;
  font-size: 1.3rem;
  font-weight: 850;
  color: ${colors.white};
  text-decoration: none;
  span { color: ${colors.saffron}; }
`;

const Group = styled.div`
  margin-bottom: 1rem;
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

const Item = styled(NavLink)`
  display: block;
  padding: 0.45rem 0.6rem;
  border-radius: ${radii.sm};
  color: ${colors.onDark};
  text-decoration: none;
  font-weight: 550;
  &:hover { background: rgba(255, 255, 255, 0.1); }
  &[aria-current="page"] { background: ${colors.saffron}; color: ${colors.ink}; }
`;

const Top = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem clamp(1rem, 3vw, 2rem);
  background: ${colors.white};
  border-bottom: 1px solid ${colors.line};
`;

const Toggle = styled.button`
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
  &:focus { outline: none; }
`;

export function AdminLayout() {
  const sidebar = useSidebarState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: logoutAdmin,
    onSuccess: () => {
      toast.success("Logout successful");
      forgetRole(queryClient, "admin");
      navigate("/admin/login", { replace: true });
    },
    onError: (error) => toast.error(messageOf(error, "Logout failed. Please try again.")),
  });

  const onNavigate = () => {
    if (sidebar.isMobile) sidebar.closeMobile();
  };

  return (
    <Frame $open={sidebar.expanded} $mobile={sidebar.isMobile}>
      <Side id={SIDEBAR_ID} $open={sidebar.expanded} $mobile={sidebar.isMobile} aria-label="Back office">
        {sidebar.isMobile && sidebar.expanded && (
          <CloseSheet type="button" onClick={sidebar.closeMobile} autoFocus>
            Close
          </CloseSheet>
        )}
        <Brand to="/admin" end onClick={onNavigate}>
          Trade<span>hub</span> Admin
        </Brand>
        <nav aria-label="Admin sections">
          {ADMIN_NAV.map((group, index) => (
            <Group key={`${group.label}-${index}`}>
              <h2 id={`admin-nav-${index}`}>{group.label}</h2>
              <ul aria-labelledby={`admin-nav-${index}`}>
                {group.items.map((item) => (
                  <li key={item.path}>
                    <Item to={`/admin/${item.path}`} onClick={onNavigate}>
                      {item.label}
                    </Item>
                  </li>
                ))}
              </ul>
            </Group>
          ))}
        </nav>
      </Side>
      {sidebar.isMobile && sidebar.expanded && <Scrim aria-hidden="true" onClick={sidebar.closeMobile} />}
      <div>
        <Top>
          <Toggle type="button" aria-controls={SIDEBAR_ID} aria-expanded={sidebar.expanded} onClick={sidebar.toggle} title="Toggle Sidebar (Ctrl+B)">
            Toggle Sidebar
          </Toggle>
          <Button $variant="secondary" $size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
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
