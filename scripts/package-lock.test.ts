import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The committed lock says what `npm install` would write: otherwise a newcomer's first
 * `npm install` changes a tracked file. npm marks a package `hasInstallScript` when its
 * package.json has a preinstall, install or postinstall script, or a binding.gyp with no
 * install script of its own (npm then runs `node-gyp rebuild`). Checked for every package that
 * is installed here (packages for other platforms are absent and left out).
 */
interface LockEntry {
  hasInstallScript?: boolean;
  link?: boolean;
}

const root = join(import.meta.dirname, "..");
const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, LockEntry>;
};

function hasInstallScript(folder: string): boolean {
  const scripts = (JSON.parse(readFileSync(join(folder, "package.json"), "utf8")).scripts ?? {}) as Record<
    string,
    string
  >;
  const declared = Boolean(scripts.preinstall || scripts.install || scripts.postinstall);
  return declared || (existsSync(join(folder, "binding.gyp")) && !scripts.install && !scripts.preinstall);
}

describe("package-lock.json", () => {
  it("marks exactly the installed packages that have install scripts, as npm install writes it", () => {
    const installed = Object.entries(lock.packages).filter(
      ([path, entry]) =>
        path.startsWith("node_modules/") && !entry.link && existsSync(join(root, path, "package.json")),
    );
    expect(installed.length).toBeGreaterThan(100);
    const differing = installed
      .filter(([path, entry]) => Boolean(entry.hasInstallScript) !== hasInstallScript(join(root, path)))
      .map(([path, entry]) => `${path}: lock says ${Boolean(entry.hasInstallScript)}`);
    expect(differing).toEqual([]);
  });
});
