// The feature boundary and the no-cycle rule of eslint.config.mjs: a deliberate cross-feature
// import or cycle fails; shared code and the feature's own files pass.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";

const here = path.dirname(fileURLToPath(import.meta.url));
const frontend = path.resolve(here, "..");
const eslint = new ESLint({ cwd: frontend, overrideConfigFile: path.join(here, "eslint.config.mjs") });

async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(frontend, file) });
  return result.messages.map((m) => m.ruleId);
}

test("a feature importing another feature fails", async () => {
  const code = 'import { VarietyCard } from "@/features/products/components/VarietyCard";\nexport const x = VarietyCard;\n';
  assert.deepEqual(await problems("src/features/home/components/Fixture.tsx", code), ["no-restricted-imports"]);
});

test("a feature importing the app shell fails", async () => {
  const code = 'import { App } from "@/app/App";\nexport const x = App;\n';
  assert.deepEqual(await problems("src/features/contact/Fixture.tsx", code), ["no-restricted-imports"]);
});

test("shared code and the feature's own files pass", async () => {
  const code = [
    'import { api } from "@/lib/api";',
    'import { Button } from "@/components/ui/Button";',
    'import type { HomeData } from "@/types/api";',
    'import { sendFeedback } from "@/features/home/api/send-feedback";',
    'import { FaqSection } from "../components/FaqSection";',
    "export const x: [unknown, unknown, HomeData | null, unknown, unknown] = [api, Button, null, sendFeedback, FaqSection];",
    "",
  ].join("\n");
  assert.deepEqual(await problems("src/features/home/routes/Fixture.tsx", code), []);
});

test("the app may compose features", async () => {
  const code = 'import { ProfilePage } from "@/features/profile/routes/ProfilePage";\nexport const x = ProfilePage;\n';
  assert.deepEqual(await problems("src/app/routes/Fixture.tsx", code), []);
});

test("a raw fetch outside the API client fails", async () => {
  const code = 'export const load = () => fetch("/api/v1/session");\n';
  assert.deepEqual(await problems("src/features/home/api/Fixture.ts", code), ["no-restricted-globals"]);
  assert.deepEqual(await problems("src/lib/api/transport.ts", code), []);
});

test("an import that closes a cycle fails", async () => {
  // ProductCard imports @/lib/money: money importing ProductCard back would close a cycle.
  const code = 'import { ProductCard } from "@/components/catalogue/ProductCard";\nexport const x = ProductCard;\n';
  assert.deepEqual(await problems("src/lib/money.ts", code), ["import-x/no-cycle"]);
});
