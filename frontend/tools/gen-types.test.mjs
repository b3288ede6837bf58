// The staleness check of the generated API types: it must pass on the checked-in files
// and fail as soon as one field of a copy differs from what the document says.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { generate, readDocument, staleFiles } from "./gen-types.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const types = path.resolve(here, "../src/types");
const doc = readDocument();

function copyOfTypes() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tradehub-types-"));
  for (const name of fs.readdirSync(types).filter((n) => n.endsWith(".gen.ts"))) {
    fs.copyFileSync(path.join(types, name), path.join(dir, name));
  }
  return dir;
}

test("the checked-in types are what the document generates", async () => {
  assert.deepEqual(staleFiles(await generate(doc), types), []);
});

test("a changed field in a copy of the types fails the check", async () => {
  const dir = copyOfTypes();
  const file = path.join(dir, "api.gen.ts");
  const text = fs.readFileSync(file, "utf8");
  const field = /(\n\s+canonical: )string;/;
  assert.match(text, field, "the fixture field is in the generated file");
  fs.writeFileSync(file, text.replace(field, "$1number;"));
  assert.deepEqual(staleFiles(await generate(doc), dir), ["api.gen.ts"]);

  // The command `make test` runs, pointed at the copy: a non-zero exit and a clear message.
  const docFile = path.join(dir, "openapi.json");
  fs.writeFileSync(docFile, JSON.stringify(doc));
  const run = spawnSync(process.execPath, [path.join(here, "gen-types.mjs"), "--check", "--doc", docFile, "--out", dir], {
    encoding: "utf8",
  });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /Stale generated types .*api\.gen\.ts/);
  fs.rmSync(dir, { recursive: true });
});

test("validation rules in the document become rules.gen.ts", async () => {
  const withRules = { ...doc, "x-tradehub-rules": { emailMaxLength: 191, messages: { email: "Enter a valid email" } } };
  const files = await generate(withRules);
  assert.match(files["rules.gen.ts"], /"emailMaxLength": 191/);
  assert.match(files["rules.gen.ts"], /export const messages = rules\.messages;/);
  assert.equal((await generate({ ...doc, "x-tradehub-rules": undefined }))["rules.gen.ts"], undefined);
});

test("tradehub openapi prints the document without a database", () => {
  // readDocument ran the binary with no database configured; it named every page.
  assert.ok(doc.components.schemas.PageProps);
  assert.ok(doc.components.schemas.PageName.enum.includes("variety"));
  assert.ok(Object.keys(doc.paths).every((p) => p.startsWith("/api/v1/")));
});
