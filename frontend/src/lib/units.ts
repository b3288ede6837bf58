import { formatQuantity } from "./money";

// Quantities with their unit in words a buyer reads: '1 box', '2,400 boxes', '500 kg'.
// Symbols (kg, g) never take a plural; words do, unless the amount is exactly one.

const PLURALS: Record<string, string> = {
  box: "boxes",
  piece: "pieces",
  packet: "packets",
  ton: "tons",
  quintal: "quintals",
  metre: "metres",
};

export function unitFor(amount: number, unit: string): string {
  return amount === 1 ? unit : (PLURALS[unit] ?? unit);
}

export function quantityWithUnit(amount: number, unit: string): string {
  return `${formatQuantity(amount)} ${unitFor(amount, unit)}`;
}
