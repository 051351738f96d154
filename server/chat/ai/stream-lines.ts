/**
 * The lines of a streamed answer in the format n8n's Chat Trigger streams and the chat panel
 * reads: one JSON object a line, begin, item (a piece of the text) and end.
 */
const metadata = () => ({
  nodeId: "site-assistant",
  nodeName: "Site assistant",
  itemIndex: 0,
  runIndex: 0,
  timestamp: Date.now(),
});

const line = (value: Record<string, unknown>) => `${JSON.stringify(value)}\n`;

export const streamLines = {
  begin: () => line({ type: "begin", metadata: metadata() }),
  item: (content: string) => line({ type: "item", content, metadata: metadata() }),
  end: () => line({ type: "end", metadata: metadata() }),
};
