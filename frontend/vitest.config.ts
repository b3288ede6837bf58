import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Component tests run in jsdom; `globals` lets @testing-library/react register its
// automatic cleanup after each test.
export default defineConfig({
  // Same "@/…" alias as tsconfig.json (esbuild reads that file itself).
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/testing/setup.ts"],
    include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
    // Machines are shared and noisy: a slow render is not a failure.
    testTimeout: 30_000,
  },
});
