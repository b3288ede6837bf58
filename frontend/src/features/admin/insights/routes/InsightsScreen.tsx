import { useState } from "react";
import styled from "styled-components";
import { DailyChart } from "@/components/insights/DailyChart";
import { FigureTiles } from "@/components/insights/FigureTiles";
import { figureColumns } from "@/components/insights/columns";
import { RangeSwitch, type RangeDays } from "@/components/insights/RangeSwitch";
import { Pager } from "@/components/ui/Pager";
import { messageOf } from "@/lib/api";
import { colors } from "@/styles/theme";
import type { VarietyInsight } from "@/types/api";
import { ListState } from "@/components/ui/ListState";
import { DataTable, ScreenHead, type Column } from "../../components/crud";
import { PAGE_SIZE, useSiteInsights } from "../api/insights";

// /admin/insights: the suppliers' insights over the whole site: totals, views
// and enquiries per day, and the varieties whose pages were viewed most, with the
// enquiries about them to every supplier.

export const NO_VIEWS = "No variety page was viewed in this range.";

const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
  h2 { font-size: 1.15rem; color: ${colors.forest}; margin: 0; }
  p.note { margin: 0; color: ${colors.muted}; font-size: 0.9rem; }
`;

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
  const [days, setDays] = useState<RangeDays>(30);
  const [page, setPage] = useState(1);
  const insights = useSiteInsights(days, page);
  const data = insights.data;

  return (
    <>
      <ScreenHead title="Insights">
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
        empty={false}
        emptyText=""
        onRetry={() => void insights.refetch()}
      />
      {data && !insights.isError && (
        <Stack aria-busy={insights.isFetching}>
          <FigureTiles figures={data.totals} />
          <DailyChart series={data.series} />
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
          {/* Varieties viewed in a range are few enough to be counted whole. */}
          <Pager
            label="Variety pages"
            page={data.page}
            pageSize={data.pageSize || PAGE_SIZE}
            total={data.total}
            totalExact
            noun={["variety", "varieties"]}
            onPage={setPage}
          />
        </Stack>
      )}
    </>
  );
}
