import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The SPA lives in web/ and builds into dist/, which wrangler serves as static assets.
export default defineConfig({
  root: "web",
  plugins: [react()],
  build: { outDir: "../dist", emptyOutDir: true, sourcemap: false },
  server: { proxy: { "/api": "http://127.0.0.1:8787" } },
});
