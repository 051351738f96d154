import type { TechTile } from "~/content/types";

export function TechGrid({ tiles }: { tiles: readonly TechTile[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.name} className="rounded-xl border border-line bg-surface p-5">
          <h3 className="font-semibold">{tile.name}</h3>
          <p className="mt-1 text-ink-muted text-sm">{tile.desc}</p>
        </li>
      ))}
    </ul>
  );
}
