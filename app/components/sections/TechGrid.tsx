import type { TechTile } from "~/content/types";
import { cardColumns } from "~/lib/card-columns";

export function TechGrid({ tiles }: { tiles: readonly TechTile[] }) {
  return (
    <ul className={`grid gap-4 ${cardColumns(tiles.length, 4)}`}>
      {tiles.map((tile) => (
        <li key={tile.name} className="rounded-xl border border-line bg-surface p-5">
          <h3 className="font-semibold">{tile.name}</h3>
          <p className="mt-1 text-ink-muted text-sm">{tile.desc}</p>
        </li>
      ))}
    </ul>
  );
}
