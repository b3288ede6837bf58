import { lazy, Suspense, useEffect, useState } from "react";
import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { QueryScope } from "@/lib/query";
import { colors } from "@/styles/theme";

// /profile/orders and /profile/orders/{id}, the addresses the order mails link to: the
// buyer's orders, or one order whole (the server's "my-orders" page). The Orders tab of
// /profile shows the same screens.

const MyOrders = lazy(() => import("../components/MyOrders").then((m) => ({ default: m.MyOrders })));
const BuyerOrder = lazy(() => import("../components/MyOrders").then((m) => ({ default: m.BuyerOrder })));

const Page = styled.div`
  padding-block: clamp(1.5rem, 5vw, 3.5rem);
  background: ${colors.cream};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 1.25rem;
  h1 { font-size: clamp(1.6rem, 3vw, 2.1rem); color: ${colors.forest}; }
`;

export function MyOrdersPage({ data }: { data: { orderId?: string | null } | null }) {
  const id = data?.orderId ?? null;
  // The orders are the browser's to load: the server renders the frame and a status line.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Page>
      <Container>
        <Head>
          <h1>{id ? "Order" : "My Orders"}</h1>
          <ButtonLink to={id ? "/profile/orders" : "/profile"} $variant="outline" $size="sm">
            {id ? "All my orders" : "My profile"}
          </ButtonLink>
        </Head>
        <Suspense fallback={<p role="status">Loading orders...</p>}>
          {!mounted ? (
            <p role="status">Loading orders...</p>
          ) : id ? (
            <QueryScope>
              <BuyerOrder key={id} id={id} />
            </QueryScope>
          ) : (
            <MyOrders />
          )}
        </Suspense>
      </Container>
    </Page>
  );
}
