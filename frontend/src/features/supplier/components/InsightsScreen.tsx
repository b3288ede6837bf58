import { DataTable, type Column } from "@/components/ui/DataTable";
import { InsightsView, useInsightsRange } from "@/components/insights/InsightsView";
import { figureColumns } from "@/components/insights/columns";
import { RangeSwitch } from "@/components/insights/RangeSwitch";
import { StatusBadge } from "@/components/ui/StatusBadge";
import type { OfferInsight } from "@/types/api";
import { PAGE_SIZE, useSupplierInsights } from "../api/insights";
import { Panel, ScreenHead } from "./portal-ui";

// /vendor/insights: how buyers find and reach the supplier's listings over the last 7,
// 30 or 90 days. Views are those of each listing's variety page (every supplier of the
// variety shares them); enquiries, answers and accepted quotes are the listing's own.

export const NO_OFFERS = "No listings yet: add a product to see its insights.";

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
  const { days, page, setPage, changeDays } = useInsightsRange();
  const insights = useSupplierInsights(days, page);

  return (
    <>
      <ScreenHead>
        <h1>Insights</h1>
        <RangeSwitch days={days} onChange={changeDays} />
      </ScreenHead>
      <InsightsView
        insights={insights}
        pager={{ label: "Listing pages", noun: ["listing", "listings"], pageSize: PAGE_SIZE, onPage: setPage }}
        loadingText="Loading insights…"
      >
        {(data) => (
          <>
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
          </>
        )}
      </InsightsView>
    </>
  );
}
