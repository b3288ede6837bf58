import { InsightsView, useInsightsRange } from "@/components/insights/InsightsView";
import { figureColumns } from "@/components/insights/columns";
import { RangeSwitch } from "@/components/insights/RangeSwitch";
import type { VarietyInsight } from "@/types/api";
import { DataTable, ScreenHead, type Column } from "../../components/crud";
import { PAGE_SIZE, useSiteInsights } from "../api/insights";

// /admin/insights: the suppliers' insights over the whole site: totals, views
// and enquiries per day, and the varieties whose pages were viewed most, with the
// enquiries about them to every supplier.

export const NO_VIEWS = "No variety page was viewed in this range.";

const COLUMNS: readonly Column<VarietyInsight>[] = [
  {
    header: "Variety",
    cell: (v) => (
      <a href={v.path}>
        {v.productTitle} – {v.varietyTitle}
      </a>
    ),
  },
  ...figureColumns<VarietyInsight>((v) => v.figures),
];

export function InsightsScreen() {
  const { days, page, setPage, changeDays } = useInsightsRange();
  const insights = useSiteInsights(days, page);

  return (
    <>
      <ScreenHead title="Insights">
        <RangeSwitch days={days} onChange={changeDays} />
      </ScreenHead>
      <InsightsView
        insights={insights}
        pager={{ label: "Variety pages", noun: ["variety", "varieties"], pageSize: PAGE_SIZE, onPage: setPage }}
      >
        {(data) => (
          <>
            <h2>Most viewed varieties</h2>
            <p className="note">
              Views are counted on the server, cached pages included and crawlers left out; enquiries are those about the
              variety to any supplier. Days are UTC days.
            </p>
            {data.varieties.length === 0 ? (
              <p>{NO_VIEWS}</p>
            ) : (
              <DataTable rows={data.varieties} columns={COLUMNS} label="Insights per variety" />
            )}
          </>
        )}
      </InsightsView>
    </>
  );
}
