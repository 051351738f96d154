import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import type { PageFamily } from "./page-entry";

/**
 * The families that keep one content module a page. Every module in their folder but index.ts
 * and types.ts exports its `page`, so a new file is a new page. `order` is the order of the
 * family's listings (module names); a module not named there comes after them, by name.
 */
export const familyFolders = [
  {
    folder: "solution-pages",
    family: "ai-solution",
    order: [
      "whatsapp",
      "instagram",
      "fb-messenger",
      "web",
      "voice",
      "support-agent",
      "sales-agent",
      "booking-agent",
      "lead-agent",
    ],
  },
  {
    folder: "industry-pages",
    family: "industry",
    // Our buyers' trades first.
    order: [
      "retail",
      "ecommerce",
      "wholesale-retail",
      "manufacturing",
      "manufacturing-supply-chain",
      "logistics",
      "education",
      "real-estate",
    ],
  },
  {
    folder: "info-pages",
    family: "info-page",
    order: ["solutions", "process", "how-we-work", "security", "whitepapers", "resources"],
  },
] as const satisfies readonly { folder: string; family: PageFamily; order: readonly string[] }[];

export type FamilyFolder = (typeof familyFolders)[number]["folder"];

/** Page modules by file, "./industry-pages/retail.ts" → its `page`. */
export type FamilyModules = Record<string, unknown>;

function globbed(): FamilyModules {
  return import.meta.glob(["./*-pages/*.ts", "!./*-pages/index.ts", "!./*-pages/types.ts", "!./*-pages/*.test.ts"], {
    eager: true,
    import: "page",
  });
}

// Plain Node under tsx (the server, the scripts) has no import.meta.glob: read the folders.
function readFromDisk(): FamilyModules {
  const require = createRequire(import.meta.url);
  return Object.fromEntries(
    familyFolders.flatMap(({ folder }) => {
      const directory = new URL(`./${folder}/`, import.meta.url);
      return readdirSync(directory)
        .filter(
          (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !["index.ts", "types.ts"].includes(file),
        )
        .map((file) => [`./${folder}/${file}`, require(new URL(file, directory).pathname).page]);
    }),
  );
}

function loadModules(): FamilyModules {
  try {
    return globbed();
  } catch {
    return readFromDisk();
  }
}

/** Every page module of the family folders. */
export const familyModules: FamilyModules = loadModules();

/** The pages of one family folder, in the family's order. */
export function familyPagesFrom<Page>(modules: FamilyModules, folder: FamilyFolder): Page[] {
  const order: readonly string[] = familyFolders.find((entry) => entry.folder === folder)?.order ?? [];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return Object.entries(modules)
    .filter(([file]) => file.startsWith(`./${folder}/`))
    .map(([file, page]) => ({ name: file.slice(folder.length + 3, -".ts".length), page: page as Page }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name))
    .map((entry) => entry.page);
}
