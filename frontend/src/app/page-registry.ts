import type { ComponentType } from "react";
import { HomePage } from "@/features/home/routes/HomePage";
import { NotFoundPage } from "@/features/not-found/routes/NotFoundPage";

// Page name (PageProps.page, chosen by the Rust loader) → component. Shared by the
// server bundle and the client so both render the same tree for the same props.
// "shell" (admin, vendor) is absent on purpose: those areas are client-only.

// Each page narrows `data` to its own shape; the registry cannot know which.
export type PageComponent = ComponentType<{ data: any }>;

const pages: Record<string, PageComponent> = {
  home: HomePage,
  "not-found": NotFoundPage,
};

export function hasPage(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(pages, name);
}

export function resolvePage(name: string): PageComponent {
  return hasPage(name) ? pages[name] : NotFoundPage;
}
