const OPEN_KEY = "cleverobotics:chat-open";

/** Whether the visitor left the chat panel open on the previous page of this tab. */
export function chatWasOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) === "1";
  } catch {
    return false;
  }
}

/** Remembers for this tab whether the chat panel is open, so the next page reopens it. */
export function rememberChatOpen(open: boolean): void {
  try {
    if (open) sessionStorage.setItem(OPEN_KEY, "1");
    else sessionStorage.removeItem(OPEN_KEY);
  } catch {
    // Storage blocked: the panel simply starts closed on the next page.
  }
}
