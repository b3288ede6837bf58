import * as Tabs from "@radix-ui/react-tabs";
import { type ReactNode, useEffect, useState } from "react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { Toasts } from "@/components/Toasts";
import { logoutBuyer } from "@/lib/session";
import { colors, media, radii, shadows } from "@/styles/theme";
import { AddressBook } from "../components/AddressBook";
import { SettingsForm } from "../components/SettingsForm";
import { formatDay } from "../lib/dates";
import type { ProfileData, BuyerView } from "@/types/api";

// /profile (SPEC section 2), the buyer's own area. The server only renders it for a
// signed-in buyer (others are sent to /login) and embeds that buyer as `data.user`.
// Sidebar: avatar, name, e-mail, the tabs Profile, My Enquiries, Orders, Settings, and
// Logout. `?tab=orders` (or `?order=ID`) opens the Orders tab once the page is in the
// browser (the server renders the Profile tab, so hydration matches).

type Tab = "profile" | "enquiries" | "orders" | "settings";
const TABS: readonly Tab[] = ["profile", "enquiries", "orders", "settings"];

function tabInAddress(): Tab | null {
  const params = new URLSearchParams(window.location.search);
  if (params.get("order")) return "orders";
  const tab = params.get("tab");
  return TABS.find((t) => t === tab) ?? null;
}

const Page = styled.div`
  padding-block: clamp(1.5rem, 5vw, 3.5rem);
  background: ${colors.cream};
`;

const Title = styled.h1`
  margin-bottom: 1.5rem;
  font-size: clamp(1.6rem, 3vw, 2.1rem);
  color: ${colors.forest};
`;

// minmax(0, …): a wide child (a table) scrolls inside its panel instead of widening
// the grid, and with it the page, past the screen.
const Grid = styled(Tabs.Root)`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  @media ${media.md} { grid-template-columns: 17rem minmax(0, 1fr); }
`;

const Surface = styled.div`
  min-width: 0;
  padding: clamp(1rem, 4vw, 1.5rem);
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.card};
`;

const Sidebar = styled(Surface)`
  display: grid;
  gap: 1.25rem;
`;

const Who = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.35rem;
  text-align: center;
  strong { font-size: 1.1rem; color: ${colors.forest}; }
  span { color: ${colors.muted}; font-size: 0.92rem; overflow-wrap: anywhere; }
`;

const Avatar = styled.div`
  display: grid;
  place-items: center;
  width: 5rem;
  height: 5rem;
  overflow: hidden;
  border-radius: 50%;
  background: linear-gradient(135deg, ${colors.teal}, ${colors.forest});
  color: ${colors.saffron};
  font-size: 2rem;
  font-weight: 800;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const TabList = styled(Tabs.List)`
  display: grid;
  gap: 0.35rem;
`;

const TabButton = styled(Tabs.Trigger)`
  padding: 0.65rem 0.9rem;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.ink};
  font-weight: 650;
  text-align: left;
  cursor: pointer;
  &:hover { background: ${colors.tealSoft}; }
  &[data-state="active"] { background: ${colors.teal}; color: ${colors.white}; }
`;

const PanelTitle = styled.h2`
  margin-bottom: 1.25rem;
  font-size: 1.4rem;
  color: ${colors.forest};
`;

const Facts = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 0 0 2rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  dt { font-size: 0.8rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: ${colors.muted}; }
  dd { margin: 0.2rem 0 0; font-weight: 600; overflow-wrap: anywhere; }
`;

function initialOf(name: string): string {
  return (name.trim()[0] ?? "?").toUpperCase();
}

/** `enquiries`: the My Enquiries panel, which the enquiry feature owns; the app composes them.
 *  `orders`: the Orders panel (lazily loaded by the app like the enquiries). */
export function ProfilePage({ data, enquiries, orders }: { data: ProfileData | null; enquiries?: ReactNode; orders?: ReactNode }) {
  const [user, setUser] = useState<BuyerView | null>(data?.user ?? null);
  const [tab, setTab] = useState<Tab>("profile");
  useEffect(() => {
    const asked = tabInAddress();
    if (asked) setTab(asked);
  }, []);

  if (!user) {
    // The server never renders /profile without a buyer; a stale client can still land here.
    return (
      <Page>
        <Container>
          <Title>My Account</Title>
          <p>
            Please <a href="/login?redirect=/profile">log in</a> to see your profile.
          </p>
        </Container>
      </Page>
    );
  }

  return (
    <Page>
      <Container>
        <Title>My Account</Title>
        <Grid value={tab} onValueChange={(value) => setTab(value as Tab)} orientation="vertical">
          <Sidebar>
            <Who>
              <Avatar aria-hidden="true">
                {user.profilePhoto ? <img src={user.profilePhoto} alt="" width={80} height={80} /> : initialOf(user.name)}
              </Avatar>
              <strong>{user.name}</strong>
              <span>{user.email}</span>
            </Who>
            <TabList aria-label="Account sections">
              <TabButton value="profile">Profile</TabButton>
              <TabButton value="enquiries">My Enquiries</TabButton>
              <TabButton value="orders">Orders</TabButton>
              <TabButton value="settings">Settings</TabButton>
            </TabList>
            <Button $variant="outline" $block onClick={() => void logoutBuyer()}>
              Logout
            </Button>
          </Sidebar>
          <Surface>
            <Tabs.Content value="profile">
              <PanelTitle>Profile</PanelTitle>
              <Facts>
                <div>
                  <dt>Name</dt>
                  <dd>{user.name}</dd>
                </div>
                <div>
                  <dt>Email</dt>
                  <dd>{user.email}</dd>
                </div>
                <div>
                  <dt>Member since</dt>
                  <dd>
                    <time dateTime={user.createdAt}>{formatDay(user.createdAt)}</time>
                  </dd>
                </div>
              </Facts>
              <AddressBook addresses={user.addresses ?? []} onUserChange={setUser} />
            </Tabs.Content>
            <Tabs.Content value="enquiries">
              <PanelTitle>My Enquiries</PanelTitle>
              {enquiries}
            </Tabs.Content>
            <Tabs.Content value="orders">
              <PanelTitle>Orders</PanelTitle>
              {orders}
            </Tabs.Content>
            <Tabs.Content value="settings">
              <PanelTitle>Settings</PanelTitle>
              <SettingsForm user={user} onUserChange={setUser} />
            </Tabs.Content>
          </Surface>
        </Grid>
      </Container>
      <Toasts />
    </Page>
  );
}
