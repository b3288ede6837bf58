import { Link } from "react-router";
import styled from "styled-components";
import { CardGrid } from "@/components/ui/Card";
import { colors, radii, shadows } from "@/styles/theme";
import { ADMIN_NAV, type AdminScreen } from "../nav";

// Stand-ins for the back-office screens until each one is built: the dashboard (the
// /admin index) with the sidebar's groups, and one titled placeholder per screen.

const Title = styled.h1`
  margin-bottom: 0.5rem;
  font-size: clamp(1.5rem, 3vw, 2rem);
  color: ${colors.forest};
`;

const Lead = styled.p`
  margin-bottom: 1.5rem;
  color: ${colors.muted};
`;

const Card = styled.li`
  padding: 1.1rem 1.25rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  h2 { font-size: 1rem; margin-bottom: 0.5rem; color: ${colors.forest}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
  a { color: ${colors.teal}; font-weight: 600; }
`;

const Placeholder = styled.div`
  padding: 2rem;
  border: 1px dashed ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.white};
  color: ${colors.muted};
`;

export function AdminDashboard() {
  return (
    <>
      <Title>Dashboard</Title>
      <Lead>Manage the site's content, suppliers, buyers and enquiries.</Lead>
      <CardGrid $gap="1rem" $min="14rem">
        {ADMIN_NAV.map((group, index) => (
          <Card key={`${group.label}-${index}`}>
            <h2>{group.label}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.path}>
                  <Link to={`/admin/${item.path}`}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </CardGrid>
    </>
  );
}

export function AdminScreenPlaceholder({ screen }: { screen: AdminScreen }) {
  return (
    <>
      <Title>{screen.title}</Title>
      <Placeholder>This screen is being built.</Placeholder>
    </>
  );
}

export function AdminNotFound() {
  return (
    <>
      <Title>Page not found</Title>
      <Lead>
        There is no such back-office screen. <Link to="/admin">Back to the dashboard</Link>
      </Lead>
    </>
  );
}
