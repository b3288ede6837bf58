// Generates the frontend's API types from the server's OpenAPI document, the one source
// of the contract: src/types/api.gen.ts (openapi-typescript) and, when the document
// carries the `x-tradehub-rules` extension (validation constants and messages),
// src/types/rules.gen.ts.
//
//   node tools/gen-types.mjs                 write the files
//   node tools/gen-types.mjs --check         exit 1 when a checked-in file is stale
//   --doc FILE      read the document from FILE instead of `tradehub openapi`
//   --out DIR       the types folder (default src/types; tests point it at a copy)
//   TRADEHUB_BIN    the server binary (default: target/debug/tradehub, built by cargo)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const here = path.dirname(fileURLToPath(import.meta.url));
const frontend = path.resolve(here, "..");
const repo = path.resolve(frontend, "..");

const HEADER =
  "// Generated from the server's OpenAPI document by frontend/tools/gen-types.mjs.\n" +
  "// Do not edit: change the Rust types and run `npm run gen:types` in frontend/.\n\n";

function option(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The document as `tradehub openapi` prints it (or from a file). */
export function readDocument(docFile) {
  if (docFile) return JSON.parse(fs.readFileSync(docFile, "utf8"));
  let bin = process.env.TRADEHUB_BIN;
  if (!bin) {
    // A no-op when the debug binary is fresh, which `make test` has just built.
    execFileSync("cargo", ["build", "-q", "-p", "server", "--bin", "tradehub"], { cwd: repo, stdio: "inherit" });
    bin = path.join(repo, "target/debug/tradehub");
  }
  return JSON.parse(execFileSync(bin, ["openapi"], { encoding: "utf8", maxBuffer: 64 << 20 }));
}

/** The rules extension, wherever the server puts it (document root or components). */
function rulesOf(doc) {
  return doc["x-tradehub-rules"] ?? doc.components?.["x-tradehub-rules"] ?? doc.info?.["x-tradehub-rules"];
}

function rulesModule(rules) {
  const lines = [HEADER.trimEnd(), ""];
  lines.push(`export const rules = ${JSON.stringify(rules, null, 2)} as const;`, "");
  for (const key of Object.keys(rules)) {
    if (/^[A-Za-z_$][\w$]*$/.test(key) && key !== "rules") {
      lines.push(`export const ${key} = rules.${key};`);
    }
  }
  return lines.join("\n") + "\n";
}

/** File name → contents, for everything the document generates. */
export async function generate(doc) {
  const files = { "api.gen.ts": HEADER + astToString(await openapiTS(doc)) };
  const rules = rulesOf(doc);
  if (rules && typeof rules === "object") files["rules.gen.ts"] = rulesModule(rules);
  return files;
}

/** Names of the files in `outDir` that differ from what `files` says they should be. */
export function staleFiles(files, outDir) {
  return Object.entries(files)
    .filter(([name, text]) => {
      const file = path.join(outDir, name);
      return !fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text;
    })
    .map(([name]) => name);
}

async function main() {
  const outDir = path.resolve(option("--out") ?? path.join(frontend, "src/types"));
  const files = await generate(readDocument(option("--doc")));
  if (process.argv.includes("--check")) {
    const stale = staleFiles(files, outDir);
    if (stale.length > 0) {
      console.error(
        `Stale generated types in ${path.relative(process.cwd(), outDir) || "."}: ${stale.join(", ")}.\n` +
          "The server's OpenAPI document changed; run `npm run gen:types` in frontend/ and commit the result.",
      );
      process.exit(1);
    }
    console.log("generated API types are up to date");
    return;
  }
  fs.mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(outDir, name), text);
  console.log(`wrote ${Object.keys(files).join(", ")} in ${path.relative(process.cwd(), outDir)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
