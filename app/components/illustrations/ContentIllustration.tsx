import type { ChatChannel, ChatIllustration, FlowIllustration, Illustration } from "~/content/illustration";
import { CHAT, FLOW, layoutChat, layoutFlow } from "~/lib/illustration-layout";
import { useText } from "~/lib/page-language";

/** Each channel's title bar and the customer's bubble colour, in both themes. */
const channels: Record<ChatChannel, { bar: string; customer: string; chat: string }> = {
  whatsapp: {
    bar: "fill-[#075e54]",
    customer: "fill-[#d9fdd3] dark:fill-[#005c4b]",
    chat: "fill-[#efeae2] dark:fill-[#0b141a]",
  },
  instagram: {
    bar: "fill-[#9b2c7a]",
    customer: "fill-[#ede9fe] dark:fill-[#4c1d95]",
    chat: "fill-white dark:fill-slate-950",
  },
  messenger: {
    bar: "fill-[#0a58ca]",
    customer: "fill-[#dbeafe] dark:fill-[#1e3a8a]",
    chat: "fill-white dark:fill-slate-950",
  },
  web: {
    bar: "fill-brand-700",
    customer: "fill-brand-100 dark:fill-brand-900",
    chat: "fill-slate-50 dark:fill-slate-950",
  },
  voice: {
    bar: "fill-[#0f766e]",
    customer: "fill-[#ccfbf1] dark:fill-[#134e4a]",
    chat: "fill-slate-50 dark:fill-slate-950",
  },
};

const ink = "fill-slate-900 dark:fill-slate-100";
const inkMuted = "fill-slate-600 dark:fill-slate-300";

function Chat({ chat }: { chat: ChatIllustration }) {
  const style = channels[chat.channel];
  const text = useText();
  // The words each app shows under the contact's name, in the page's language.
  const subtitles: Record<ChatChannel, string> = {
    whatsapp: text("online"),
    instagram: text("Active now"),
    messenger: text("Typically replies instantly"),
    web: text("Ask us anything"),
    voice: text("Call in progress"),
  };
  const { bubbles, height } = layoutChat(chat);
  return (
    <svg
      role="img"
      aria-label={chat.alt}
      viewBox={`0 0 ${CHAT.width} ${height}`}
      width={CHAT.width}
      height={height}
      className="mx-auto h-auto w-full max-w-sm drop-shadow-xl"
      fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
    >
      <rect width={CHAT.width} height={height} rx="28" className={style.chat} />
      <path
        d={`M0 28a28 28 0 0 1 28-28h${CHAT.width - 56}a28 28 0 0 1 28 28v${CHAT.header - 28}h-${CHAT.width}z`}
        className={style.bar}
      />
      <circle cx="36" cy="32" r="15" className="fill-white/25" />
      <text x="64" y="29" fontSize="15" fontWeight="700" className="fill-white">
        {chat.title}
      </text>
      <text x="64" y="47" fontSize="11" className="fill-white/85">
        {subtitles[chat.channel]}
      </text>
      {bubbles.map((bubble) => (
        <g key={`${bubble.y}`}>
          <rect
            x={bubble.x}
            y={bubble.y}
            width={bubble.width}
            height={bubble.height}
            rx="12"
            className={bubble.from === "customer" ? style.customer : "fill-white dark:fill-slate-800"}
          />
          {bubble.from === "staff" && (
            <text
              x={bubble.x + 12}
              y={bubble.y + 18}
              fontSize="11"
              fontWeight="700"
              className="fill-[#0f766e] dark:fill-[#5eead4]"
            >
              Team member
            </text>
          )}
          {bubble.lines.map((line, index) => (
            <text
              key={line + String(index)}
              x={bubble.x + 12}
              y={bubble.y + 21 + index * CHAT.lineHeight + (bubble.from === "staff" ? CHAT.labelHeight : 0)}
              fontSize="13"
              className={ink}
            >
              {line}
            </text>
          ))}
        </g>
      ))}
      <rect
        x={CHAT.padding}
        y={height - CHAT.footer + 8}
        width={CHAT.width - 2 * CHAT.padding - 48}
        height="36"
        rx="18"
        className="fill-white dark:fill-slate-800"
      />
      <text x={CHAT.padding + 16} y={height - CHAT.footer + 31} fontSize="12" className={inkMuted}>
        {chat.channel === "voice" ? text("Caller on the line") : text("Message")}
      </text>
      <circle cx={CHAT.width - CHAT.padding - 18} cy={height - CHAT.footer + 26} r="18" className={style.bar} />
      <path
        d={`M${CHAT.width - CHAT.padding - 25} ${height - CHAT.footer + 26}h12m-5-5 5 5-5 5`}
        className="fill-none stroke-white"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Flow({ flow }: { flow: FlowIllustration }) {
  const { boxes, height } = layoutFlow(flow);
  const boxWidth = FLOW.width - 2 * FLOW.padding;
  return (
    <svg
      role="img"
      aria-label={flow.alt}
      viewBox={`0 0 ${FLOW.width} ${height}`}
      width={FLOW.width}
      height={height}
      className="mx-auto h-auto w-full max-w-sm"
      fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
    >
      <rect width={FLOW.width} height={height} rx="28" className="fill-brand-100 dark:fill-brand-950" />
      {boxes.map((box, index) => (
        <g key={box.label}>
          {index > 0 && (
            <path
              d={`M${FLOW.width / 2} ${box.y - FLOW.gap + 4}v${FLOW.gap - 10}m-6 -6 6 6 6-6`}
              className="fill-none stroke-brand-600 dark:stroke-brand-300"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
          <rect
            x={FLOW.padding}
            y={box.y}
            width={boxWidth}
            height={FLOW.boxHeight}
            rx="16"
            className="fill-white stroke-brand-200 dark:fill-slate-900 dark:stroke-brand-800"
            strokeWidth="1.5"
          />
          <circle
            cx={FLOW.padding + 30}
            cy={box.y + FLOW.boxHeight / 2}
            r="16"
            className="fill-brand-700 dark:fill-brand-400"
          />
          <text
            x={FLOW.padding + 30}
            y={box.y + FLOW.boxHeight / 2 + 5}
            fontSize="14"
            fontWeight="700"
            textAnchor="middle"
            className="fill-white dark:fill-slate-950"
          >
            {index + 1}
          </text>
          <text x={FLOW.padding + 58} y={box.y + 28} fontSize="14" fontWeight="700" className={ink}>
            {box.label}
          </text>
          {box.detail.map((line, lineIndex) => (
            <text key={line} x={FLOW.padding + 58} y={box.y + 47 + lineIndex * 16} fontSize="12" className={inkMuted}>
              {line}
            </text>
          ))}
        </g>
      ))}
    </svg>
  );
}

/** A conversation or a flow drawn from content, as inline SVG in the page's colours. */
export function ContentIllustration({ illustration }: { illustration: Illustration }) {
  return illustration.kind === "chat" ? <Chat chat={illustration} /> : <Flow flow={illustration} />;
}
