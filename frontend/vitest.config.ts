import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Component tests run in happy-dom, a lighter DOM than jsdom; `globals` lets
// @testing-library/react register its automatic cleanup after each test.
export default defineConfig({
  // Same "@/…" alias as tsconfig.json (esbuild reads that file itself).
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "happy-dom",
    // No test loads a page, a script or a style sheet from a server: a link followed or a
    // full page load only sets the address, which the tests read.
    environmentOptions: {
      happyDOM: {
        settings: {
          disableJavaScriptFileLoading: true,
          disableCSSFileLoading: true,
          disableIframePageLoading: true,
          navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true, disableChildPageNavigation: true },
        },
      },
    },
    // Twice the cores: much of a screen test is waiting on timers (a retried request, a
    // redirect after a toast), which another file's test fills.
    maxWorkers: "200%",
    globals: true,
    setupFiles: ["./src/testing/setup.ts"],
    include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
    // Machines are shared and noisy: a slow render is not a failure.
    testTimeout: 30_000,
  },
});
