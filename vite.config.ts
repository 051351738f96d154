import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readPublicSettings } from "./app/lib/public-settings";
import { buildDefines } from "./build-defines";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  define: buildDefines(readPublicSettings(process.env)),
  build: {
    target: "es2022",
  },
});
