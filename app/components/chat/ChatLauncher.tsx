import { useText } from "~/lib/page-language";
import { Icon } from "../icons/Icon";

/**
 * The floating chat button on every page. The first taps' script shows the panel's frame on a
 * tap (app/shell/chat-frame.ts); the shell script fetches the panel and hands the button to it
 * (app/shell/chat-launcher.ts, app/islands/chat.tsx).
 */
export function ChatLauncher() {
  const text = useText();
  const label = text("Chat with our assistant");
  return (
    <button
      type="button"
      data-chat-launcher=""
      data-label-open={label}
      data-label-close={text("Close chat")}
      aria-expanded={false}
      aria-label={label}
      className="group fixed right-4 bottom-4 z-50 inline-flex size-14 print:hidden items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 aria-expanded:max-sm:hidden"
    >
      <Icon name="chat" className="size-6 group-aria-expanded:hidden" />
      <Icon name="close" className="hidden size-6 group-aria-expanded:inline-block" />
    </button>
  );
}
