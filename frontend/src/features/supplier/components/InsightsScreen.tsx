import { useState } from "react";
import styled from "styled-components";
import { DataTable, type Column } from "@/components/ui/DataTable";
import { ListState } from "@/components/ui/ListState";
import { Pager } from "@/components/ui/Pager";
import { DailyChart } from "@/components/insights/DailyChart";
import { FigureTiles } from "@/components/insights/FigureTiles";
import { figureColumns } from "@/components/insights/columns";
import { RangeSwitch, type RangeDays } from "@/components/insights/RangeSwitch";
import { StatusBadge } from "@/components/ui/StatusBadge";
import { messageOf } from "@/lib/api";
import { colors } from "@/styles/theme";
import type { OfferInsight } from "@/types/api";
import { PAGE_SIZE, useSupplierInsights } from "../api/insights";
import { Panel, ScreenHead } from "./portal-ui";

// /vendor/insights: how buyers find and reach the supplier's listings over the last 7,
// 30 or 90 days. Views are those of each listing's variety page (every supplier of the
// variety shares them); enquiries, answers and accepted quotes are the listing's own.

export const NO_OFFERS = "No listings yet: add a product to see its insights.";

const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
  h2 { font-size: 1.15rem; color: ${colors.forest}; margin: 0; }
  p.note { margin: 0; color: ${colors.muted}; font-size: 0.9rem; }
`;

const COLUMNS: readonly Column<OfferInsight>[] = [
  {
    header: "Listing",
    cell: (l) => (
      <>
        <a href={l.path}>
          {l.productTitle} – {l.varietyTitle}
        </a>
        {!l.isActive && (
          <>
            {" "}
            <StatusBadge tone="warning">Inactive</StatusBadge>
          </>
        )}
      </>
    ),
  },
  ...figureColumns<OfferInsight>((l) => l.figures),
];

export function InsightsScreen() {
  const [days, setDays] = useState<RangeDays>(30);
  const [page, setPage] = useState(1);
  const insights = useSupplierInsights(days, page);
  const data = insights.data;

  return (
    <>
      <ScreenHead>
        <h1>Insights</h1>
        <RangeSwitch
          days={days}
          onChange={(d) => {
            setDays(d);
            setPage(1);
          }}
        />
      </ScreenHead>
      <ListState
        pending={insights.isPending}
        failed={insights.isError}
        failedText={messageOf(insights.error, "Failed to fetch insights")}
        onRetry={() => void insights.refetch()}
        loadingText="Loading insights…"
      />
      {data && !insights.isError && (
        <Stack aria-busy={insights.isFetching}>
          <FigureTiles figures={data.totals} />
          <DailyChart series={data.series} />
          <h2>Per listing</h2>
          <p className="note">
            Views count the visits to the listing&apos;s variety page, which shows every supplier of the variety; crawlers are
            not counted. Days are UTC days.
          </p>
          {data.listings.length === 0 ? (
            <Panel>
              <p>{NO_OFFERS}</p>
            </Panel>
          ) : (
            <DataTable rows={data.listings} columns={COLUMNS} label="Insights per listing" />
          )}
          {/* One supplier's offers are few enough to be counted whole. */}
          <Pager
            label="Listing pages"
            page={data.page}
            pageSize={data.pageSize || PAGE_SIZE}
            total={data.total}
            totalExact
            noun={["listing", "listings"]}
            onPage={setPage}
          />
        </Stack>
      )}
    </>
  );
}
