import type { IntegrationMention } from "~/content/integrations";
import { cardColumns } from "~/lib/card-columns";
import { useTamil, useText } from "~/lib/page-language";
import { ActionLink } from "../ui/Action";

/** Tools from the integrations directory, each with its category and what we do with it. */
export function IntegrationTiles({ tools }: { tools: readonly IntegrationMention[] }) {
  const text = useText();
  // The directory is written in English only: on a Tamil page, its words are marked as English.
  const directoryLang = useTamil() ? "en" : undefined;
  // Rows as full as the count allows: 6 and 9 in threes, 5 as three and two, the rest in fours.
  return (
    <>
      <ul className={`grid gap-4 ${cardColumns(tools.length, 4)}`}>
        {tools.map((tool) => (
          <li key={tool.name} lang={directoryLang} className="rounded-2xl border border-line bg-surface p-5">
            <p className="font-semibold text-brand-700 text-xs uppercase tracking-wider dark:text-brand-300">
              {tool.category}
            </p>
            <h3 className="mt-1 font-semibold">{tool.name}</h3>
            <p className="mt-2 text-ink-muted text-sm">{tool.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <ActionLink
          action={{ label: text("See all integrations"), to: "/integrations", context: text("the full directory") }}
          variant="secondary"
        />
      </div>
    </>
  );
}
