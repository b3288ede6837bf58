import type { Column } from "@/components/ui/DataTable";
import type { InsightFigures } from "@/types/api";
import { formatCount, formatDuration, formatShare } from "./format";

// The figure columns both insights tables share, after each table's own first column.
// Numbers never wrap; the table turns into cards when they do not fit (DataTable).

export function figureColumns<T>(figuresOf: (row: T) => InsightFigures): Column<T>[] {
  return [
    { header: "Views", cell: (r) => formatCount(figuresOf(r).views), nowrap: true },
    { header: "Enquiries", cell: (r) => formatCount(figuresOf(r).enquiries), nowrap: true },
    { header: "Answered", cell: (r) => formatShare(figuresOf(r).answered, figuresOf(r).enquiries), nowrap: true },
    { header: "Median first answer", cell: (r) => formatDuration(figuresOf(r).medianAnswerSeconds), nowrap: true },
    { header: "Quotes accepted", cell: (r) => formatCount(figuresOf(r).quotesAccepted), nowrap: true },
  ];
}
