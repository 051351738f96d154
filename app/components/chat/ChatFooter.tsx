import { SiteLink } from "~/components/ui/SiteLink";
import { chatCopy, chatPrivacy } from "~/content/chat";
import { historyLimits } from "~/lib/chat/session";
import { useTamil, useText } from "~/lib/page-language";

const actionClass =
  "min-h-8 rounded-md px-2 font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300";

/** How long the chat is kept (with the privacy policy), and the ways out: a person, or a fresh start. */
export function ChatFooter({
  onHandoff,
  onClear,
  onFollow,
}: {
  onHandoff: () => void;
  onClear: () => void;
  onFollow?: () => void;
}) {
  const tamil = useTamil();
  const text = useText();
  const copy = tamil?.chatCopy ?? chatCopy;
  const privacy = tamil?.chatPrivacy ?? chatPrivacy;
  const days = historyLimits.maxAgeDays;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-2 px-3 pb-2 text-ink-muted text-xs">
      <p>
        {tamil ? text(tamil.chatPrivacy.notice, { days }) : chatPrivacy.notice(days)}{" "}
        <SiteLink to={privacy.href} onClick={onFollow} className="underline underline-offset-2">
          {privacy.linkLabel}
        </SiteLink>
      </p>
      <div className="-mr-2 flex">
        <button type="button" onClick={onHandoff} className={actionClass}>
          {copy.talkToPerson}
        </button>
        <button type="button" onClick={onClear} className={actionClass}>
          {copy.clearConversation}
        </button>
      </div>
    </div>
  );
}
