import { lazy, Suspense, useEffect, useState } from "react";
import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { QueryScope } from "@/lib/query";
import { colors } from "@/styles/theme";
import type { MyEnquiriesData } from "@/types/api";

// /profile/enquiries (the buyer's enquiries and quotes) and /profile/enquiries/{id} (one
// enquiry with its conversation): addresses of their own, which mails link to. The server
// renders them for a signed-in buyer only; the lists load in the browser.

const MyEnquiries = lazy(() => import("../components/MyEnquiries").then((m) => ({ default: m.MyEnquiries })));
const BuyerThread = lazy(() => import("../components/BuyerThread").then((m) => ({ default: m.BuyerThread })));

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

export function MyEnquiriesPage({ data }: { data: MyEnquiriesData | null }) {
  const id = data?.enquiryId ?? null;
  // The lists are the browser's to load: the server renders the frame and a status line.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Page>
      <Container>
        <Head>
          <h1>{id ? "Enquiry" : "My Enquiries"}</h1>
          <ButtonLink to={id ? "/profile/enquiries" : "/profile"} $variant="outline" $size="sm">
            {id ? "All my enquiries" : "My profile"}
          </ButtonLink>
        </Head>
        <Suspense fallback={<p role="status">Loading enquiries...</p>}>
          {!mounted ? (
            <p role="status">Loading enquiries...</p>
          ) : id ? (
            <QueryScope>
              <BuyerThread key={id} enquiryId={id} />
            </QueryScope>
          ) : (
            <MyEnquiries />
          )}
        </Suspense>
      </Container>
    </Page>
  );
}
