import type { IndustryProblem } from "~/content/industry-pages/types";
import { useText } from "~/lib/page-language";
import { ActionLink } from "../ui/Action";

/** The problems of a trade, each with what we do about it and where to read more. */
export function ProblemList({ items }: { items: readonly IndustryProblem[] }) {
  const text = useText();
  return (
    <ol className="space-y-6">
      {items.map((item) => (
        <li
          key={item.problem}
          className="grid gap-4 rounded-2xl border border-line bg-surface p-6 lg:grid-cols-2 lg:gap-10"
        >
          <div>
            <h3 className="font-semibold text-lg">{item.problem}</h3>
            <p className="mt-2 text-ink-muted">{item.detail}</p>
          </div>
          <div>
            <p className="font-semibold text-brand-700 text-sm dark:text-brand-300">{text("What we do")}</p>
            <p className="mt-1">{item.answer}</p>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {item.links.map((link) => (
                <li key={link.to}>
                  <ActionLink action={link} variant="text" />
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ol>
  );
}
