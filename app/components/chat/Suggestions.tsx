import { chatCopy, chatSuggestions } from "~/content/chat";
import { useTamil } from "~/lib/page-language";

/** The suggested first questions; "Talk to a person" opens the handoff card instead of asking. */
export function Suggestions({ onAsk, onHandoff }: { onAsk: (text: string) => void; onHandoff: () => void }) {
  const tamil = useTamil();
  const copy = tamil?.chatCopy ?? chatCopy;
  const suggestions = tamil?.chatSuggestions ?? chatSuggestions;
  return (
    <ul aria-label={copy.suggestionsLabel} className="flex flex-wrap justify-end gap-2">
      {suggestions.map((suggestion) => (
        <li key={suggestion.label}>
          <button
            type="button"
            onClick={() => (suggestion.action === "handoff" ? onHandoff() : onAsk(suggestion.label))}
            className="min-h-9 rounded-full border border-brand-300 px-3 py-1 text-brand-700 text-sm hover:bg-brand-50 dark:border-brand-700 dark:text-brand-200 dark:hover:bg-brand-950"
          >
            {suggestion.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
