/** The id of the chat panel, which the launcher controls. */
export const CHAT_PANEL_ID = "chat-panel";
