import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import styled from "styled-components";
import { colors, radii } from "@/styles/theme";
import { AuthBand, AuthCard } from "../components/AuthLayout";
import { type LoginRole, LoginForm } from "../components/LoginForm";
import { Toasts } from "@/components/Toasts";
import type { LoginData } from "@/types/api";

// /login (SPEC section 2): tabs User Login and Supplier Login, starting at user. Only the
// active tab's form is mounted, so switching tabs starts from empty fields.

/** `redirect`: where a buyer goes after signing in (from ?redirect=), a path on this site. */
export type LoginPageData = LoginData;

const TabList = styled(Tabs.List)`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.35rem;
  padding: 0.35rem;
  margin-bottom: 1.5rem;
  border-radius: ${radii.pill};
  background: ${colors.tealSoft};
`;

const Tab = styled(Tabs.Trigger)`
  padding: 0.6rem 0.75rem;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.tealDark};
  font-weight: 700;
  cursor: pointer;
  &[data-state="active"] { background: ${colors.white}; color: ${colors.forest}; box-shadow: 0 1px 4px rgba(11, 59, 48, 0.15); }
`;

export function LoginPage({ data }: { data: LoginPageData | null }) {
  const [role, setRole] = useState<LoginRole>("user");
  const redirect = data?.redirect ?? null;
  return (
    <AuthBand>
      <AuthCard>
        <Tabs.Root value={role} onValueChange={(value) => setRole(value === "supplier" ? "supplier" : "user")}>
          <TabList aria-label="Sign in as">
            <Tab value="user">User Login</Tab>
            <Tab value="supplier">Supplier Login</Tab>
          </TabList>
          <Tabs.Content value="user">
            <LoginForm role="user" redirect={redirect} />
          </Tabs.Content>
          <Tabs.Content value="supplier">
            <LoginForm role="supplier" redirect={redirect} />
          </Tabs.Content>
        </Tabs.Root>
      </AuthCard>
      <Toasts />
    </AuthBand>
  );
}
