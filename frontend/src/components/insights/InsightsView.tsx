import { useState, type ReactNode } from "react";
import styled from "styled-components";
import { colors } from "@/styles/theme";
import type { InsightDay, InsightFigures } from "@/types/api";
import { DailyChart } from "./DailyChart";
import { FigureTiles } from "./FigureTiles";
import { ListState } from "@/components/ui/ListState";
import { Pager, type Noun } from "@/components/ui/Pager";
import { messageOf } from "@/lib/api";
import type { RangeDays } from "./RangeSwitch";

// What every insights screen shows under its range switch: the answer's state
// (loading, failed with Retry), then the range's totals and daily chart, the screen's
// own per-row section (heading, note, table), and the pager of those rows. The rows of
// one range are few enough to be counted whole.

const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
  h2 { font-size: 1.15rem; color: ${colors.forest}; margin: 0; }
  p.note { margin: 0; color: ${colors.muted}; font-size: 0.9rem; }
`;

/** The part of an insights answer the shared body reads. */
type InsightsPage = { totals: InsightFigures; series: readonly InsightDay[]; page: number; pageSize: number; total: number };

/** The pager's name and what it counts; `pageSize` when the answer does not say. */
type PagerOptions = { label: string; noun: Noun; pageSize: number; onPage: (page: number) => void };

type InsightsQuery<D> = { data?: D; isPending: boolean; isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

type InsightsViewProps<D extends InsightsPage> = {
  insights: InsightsQuery<D>;
  pager: PagerOptions;
  loadingText?: string;
  /** The screen's per-row section, from the answer. */
  children: (data: D) => ReactNode;
};

export function InsightsView<D extends InsightsPage>({ insights, pager, loadingText, children }: InsightsViewProps<D>) {
  const data = insights.data;
  return (
    <>
      <ListState
        pending={insights.isPending}
        failed={insights.isError}
        failedText={messageOf(insights.error, "Failed to fetch insights")}
        onRetry={() => void insights.refetch()}
        loadingText={loadingText}
      />
      {data && !insights.isError && (
        <InsightsBody data={data} busy={insights.isFetching} pager={pager}>
          {children(data)}
        </InsightsBody>
      )}
    </>
  );
}

type InsightsBodyProps = { data: InsightsPage; busy: boolean; pager: PagerOptions; children: ReactNode };

function InsightsBody({ data, busy, pager, children }: InsightsBodyProps) {
  return (
    <Stack aria-busy={busy}>
      <FigureTiles figures={data.totals} />
      <DailyChart series={data.series} />
      {children}
      <Pager
        label={pager.label}
        page={data.page}
        pageSize={data.pageSize || pager.pageSize}
        total={data.total}
        totalExact
        noun={pager.noun}
        onPage={pager.onPage}
      />
    </Stack>
  );
}

/** The shown range and page; a new range starts again at the first page. */
export function useInsightsRange() {
  const [days, setDays] = useState<RangeDays>(30);
  const [page, setPage] = useState(1);
  const changeDays = (next: RangeDays) => {
    setDays(next);
    setPage(1);
  };
  return { days, page, setPage, changeDays };
}
