// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatErrors, chatHandoff } from "~/content/chat";
import { SESSION_KEY } from "~/lib/chat/session";
import ChatPanel from "./ChatPanel";

const { connection: CONNECTION_ERROR, unexpected: UNEXPECTED_ERROR } = chatErrors;

interface Call {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}
let calls: Call[];
let respond: () => Promise<Response>;
let previousSession: () => Promise<Response>;
let inquiryRespond: () => Promise<Response>;

beforeEach(() => {
  calls = [];
  respond = async () => Response.json({ output: "We work Monday to Friday." });
  previousSession = async () => Response.json({ messages: [] });
  inquiryRespond = async () => Response.json({ id: "inq_123" }, { status: 201 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      calls.push({ url, body, headers: init.headers as Record<string, string> });
      if (url === "/api/inquiries") return inquiryRespond();
      return body.action === "loadPreviousSession" ? previousSession() : respond();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const chatCalls = () => calls.filter((call) => call.url === "/api/chat" && call.body.action === "sendMessage");
const inquiryCalls = () => calls.filter((call) => call.url === "/api/inquiries");

function renderPanel(onClose = vi.fn()) {
  const view = render(<ChatPanel id="chat-panel" open onClose={onClose} />);
  return { ...view, user: userEvent.setup(), onClose };
}
const input = () => screen.getByLabelText("Your message");
const log = () => within(screen.getByRole("log", { name: "Chat messages" }));
const status = () => screen.getByRole("status");
const suggestions = () => screen.queryByRole("list", { name: "Suggested questions" });
const sendButton = () => screen.getByRole("button", { name: "Send message" });

/** An answer whose body the test writes piece by piece. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { "content-type": "application/json" } }),
    write: (text: string) => act(async () => controller.enqueue(encoder.encode(text))),
    end: () => act(async () => controller.close()),
  };
}

describe("chat panel", () => {
  it("opens with 'Hi!', suggested questions, and focus in the message box", () => {
    renderPanel();
    expect(log().getByText("Hi!")).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(
      within(suggestions()!)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["What are your prices?", "A WhatsApp bot for my shop", "Book a demo", "Talk to a person"]);
  });

  it("sends the trimmed text with the session id and the page, and shows the reply", async () => {
    const { user } = renderPanel();
    await user.type(input(), "   When are you open?   {Enter}");
    expect(await log().findByText("We work Monday to Friday.")).toBeInTheDocument();
    expect(log().getByText("When are you open?")).toBeInTheDocument();
    expect(chatCalls().map((call) => call.body)).toEqual([
      {
        action: "sendMessage",
        chatInput: "When are you open?",
        sessionId: localStorage.getItem(SESSION_KEY),
        metadata: { path: window.location.pathname, title: document.title, language: navigator.language },
      },
    ]);
    expect(localStorage.getItem(SESSION_KEY)).toMatch(/^\d{13}-[a-z0-9]+$/);
    expect(suggestions()).not.toBeInTheDocument();
  });

  it("sends a suggested question and keeps focus in the panel", async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole("button", { name: "What are your prices?" }));
    expect(await log().findByText("We work Monday to Friday.")).toBeInTheDocument();
    expect(chatCalls()[0]?.body.chatInput).toBe("What are your prices?");
    expect(input()).toHaveFocus();
  });

  it("does not send an empty or whitespace-only message", async () => {
    const { user } = renderPanel();
    await user.type(input(), "   {Enter}");
    await user.click(sendButton());
    expect(chatCalls()).toEqual([]);
  });

  it("keeps a pasted message longer than the chat takes whole, says so, and sends it once shortened", async () => {
    const { user } = renderPanel();
    // 2,001 code points: the server's limit is counted the same way.
    const long = `${"நன்றி ".repeat(333)}abc`;
    expect([...long].length).toBe(2001);
    await user.click(input());
    await user.paste(long);
    expect(input()).toHaveValue(long);
    expect(input()).toHaveAttribute("aria-invalid", "true");
    const note = document.getElementById(input().getAttribute("aria-describedby") ?? "");
    expect(note).toHaveTextContent(chatErrors.tooLong(2001, 2000));
    await user.click(sendButton());
    await user.keyboard("{Enter}");
    expect(chatCalls()).toHaveLength(0);
    expect(input()).toHaveValue(long);

    await user.click(input());
    await user.keyboard("{Backspace}");
    expect(input()).not.toHaveAttribute("aria-invalid");
    expect(input()).not.toHaveAttribute("aria-describedby");
    await user.click(sendButton());
    await waitFor(() => expect(chatCalls()).toHaveLength(1));
    expect(chatCalls()[0]?.body.chatInput).toBe(long.slice(0, -1).trim());
  });

  it("waits with a read-only box and an inert send button, focus kept, and never sends twice", async () => {
    let release!: () => void;
    respond = () =>
      new Promise((resolve) => {
        release = () => resolve(Response.json({ output: "Done." }));
      });
    const { user } = renderPanel();
    await user.type(input(), "First{Enter}");
    expect(log().getByText("Cogitating…")).toBeInTheDocument();
    expect(input()).toHaveAttribute("readonly");
    expect(input()).toHaveAttribute("aria-disabled", "true");
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
    expect(sendButton()).toHaveAttribute("aria-disabled", "true");
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    fireEvent.submit(input().closest("form")!);
    expect(chatCalls()).toHaveLength(1);
    expect(status()).toBeEmptyDOMElement();
    await act(async () => release());
    expect(await log().findByText("Done.")).toBeInTheDocument();
    expect(log().queryByText("Cogitating…")).not.toBeInTheDocument();
    expect(input()).not.toHaveAttribute("readonly");
    expect(status()).toHaveTextContent("Assistant: Done.");
  });

  it("shows a streamed reply as it grows and announces it only when complete", async () => {
    const stream = controlledStream();
    respond = async () => stream.response;
    const { user } = renderPanel();
    await user.type(input(), "Prices?{Enter}");
    expect(log().getByText("Cogitating…")).toBeInTheDocument();
    await stream.write(
      '{"type":"begin","metadata":{"nodeId":"a","runIndex":0}}\n{"type":"item","content":"Plans start ',
    );
    expect(log().getByText("Cogitating…")).toBeInTheDocument();
    await stream.write('"}\n');
    expect(await log().findByText("Plans start")).toBeInTheDocument();
    expect(log().queryByText("Cogitating…")).not.toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
    await stream.write('{"type":"item","content":"at **₹15,999**."}\n{"type":"end"}\n');
    await stream.end();
    await waitFor(() => expect(status()).toHaveTextContent("Assistant: Plans start at **₹15,999**."));
    expect(log().getByText("₹15,999").tagName).toBe("STRONG");
    expect(screen.getByRole("log")).toHaveAttribute("aria-live", "off");
    expect(screen.getByRole("log")).not.toHaveTextContent('{"type"');
  });

  it("keeps Shift+Enter as a new line and ignores Enter during IME composition", async () => {
    const { user } = renderPanel();
    await user.type(input(), "line one{Shift>}{Enter}{/Shift}line two");
    expect(input()).toHaveValue("line one\nline two");
    fireEvent.keyDown(input(), { key: "Enter", isComposing: true });
    fireEvent.keyDown(input(), { key: "Enter", keyCode: 229 });
    expect(chatCalls()).toEqual([]);
  });

  it("shows the connection message with a retry that resends the same text", async () => {
    respond = async () => new Response("nope", { status: 502 });
    const { user } = renderPanel();
    await user.type(input(), "Hello there{Enter}");
    expect(await log().findByText(CONNECTION_ERROR)).toBeInTheDocument();
    expect(status()).toHaveTextContent(`Assistant: ${CONNECTION_ERROR}`);
    const sessionId = localStorage.getItem(SESSION_KEY)!;
    const stored = JSON.parse(localStorage.getItem(`cleverobotics:chat:${sessionId}`)!) as { text: string }[];
    expect(stored.map((message) => message.text)).toEqual(["Hi!", "Hello there"]);

    respond = async () => Response.json({ output: "Hello to you." });
    await user.click(log().getByRole("button", { name: "Try again" }));
    expect(await log().findByText("Hello to you.")).toBeInTheDocument();
    expect(log().queryByText(CONNECTION_ERROR)).not.toBeInTheDocument();
    expect(log().getAllByText("Hello there")).toHaveLength(1);
    expect(chatCalls().map((call) => call.body.chatInput)).toEqual(["Hello there", "Hello there"]);
    expect(input()).toHaveFocus();
  });

  it("shows the connection message for a network failure and the rate-limit message with its wait", async () => {
    respond = async () => {
      throw new TypeError("Failed to fetch");
    };
    const { user } = renderPanel();
    await user.type(input(), "Hello{Enter}");
    expect(await log().findByText(CONNECTION_ERROR)).toBeInTheDocument();
    respond = async () => Response.json({ error: "rate_limited", retryAfterSeconds: 30 }, { status: 429 });
    await user.type(input(), "Again{Enter}");
    expect(
      await log().findByText("You're sending messages faster than I can answer. Please try again in 30 seconds."),
    ).toBeInTheDocument();
  });

  it("shows the general error for an unexpected failure or an empty answer", async () => {
    respond = async () => ({ ok: true, status: 200, text: () => Promise.reject(new Error("broke")) }) as Response;
    const { user } = renderPanel();
    await user.type(input(), "Hello there{Enter}");
    expect(await log().findByText(UNEXPECTED_ERROR)).toBeInTheDocument();
    respond = async () => Response.json([{}]);
    await user.type(input(), "Again{Enter}");
    await waitFor(() => expect(log().getAllByText(UNEXPECTED_ERROR)).toHaveLength(2));
  });

  it("renders links in replies as links and markup as text", async () => {
    respond = async () => Response.json({ output: 'See [Pricing](/pricing) <img src=x onerror="alert(1)">' });
    const { user, container } = renderPanel();
    await user.type(input(), "prices{Enter}");
    expect(await log().findByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    expect(container.querySelector("img")).toBeNull();
    expect(log().getByText(/<img src=x/)).toBeInTheDocument();
  });

  it("stores the conversation once there is more than the greeting, and restores it", async () => {
    const { user, unmount } = renderPanel();
    const sessionId = localStorage.getItem(SESSION_KEY)!;
    expect(localStorage.getItem(`cleverobotics:chat:${sessionId}`)).toBeNull();
    await user.type(input(), "Remember me{Enter}");
    await log().findByText("We work Monday to Friday.");
    const stored = JSON.parse(localStorage.getItem(`cleverobotics:chat:${sessionId}`)!);
    expect(stored.map((m: { text: string; isBot: boolean }) => [m.text, m.isBot])).toEqual([
      ["Hi!", true],
      ["Remember me", false],
      ["We work Monday to Friday.", true],
    ]);
    unmount();
    renderPanel();
    expect(log().getByText("Remember me")).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEY)).toBe(sessionId);
  });

  it("asks the server once for the session's earlier messages and shows them after the greeting", async () => {
    previousSession = async () =>
      Response.json({
        messages: [
          { text: "Do you build apps?", isBot: false },
          { text: "Yes, we do.", isBot: true },
        ],
      });
    renderPanel();
    expect(await log().findByText("Yes, we do.")).toBeInTheDocument();
    expect(log().getByText("Hi!")).toBeInTheDocument();
    expect(calls.filter((call) => call.body.action === "loadPreviousSession")).toHaveLength(1);
  });

  it("clears the conversation: storage, session id, back to the greeting and suggestions", async () => {
    const { user } = renderPanel();
    const sessionId = localStorage.getItem(SESSION_KEY)!;
    await user.type(input(), "Forget me{Enter}");
    await log().findByText("We work Monday to Friday.");
    await user.click(screen.getByRole("button", { name: "Clear conversation" }));
    expect(log().queryByText("Forget me")).not.toBeInTheDocument();
    expect(log().getByText("Hi!")).toBeInTheDocument();
    expect(suggestions()).toBeInTheDocument();
    expect(localStorage.getItem(`cleverobotics:chat:${sessionId}`)).toBeNull();
    const next = localStorage.getItem(SESSION_KEY);
    expect(next).not.toBe(sessionId);
    await user.type(input(), "Hello{Enter}");
    await log().findByText("We work Monday to Friday.");
    expect(chatCalls().at(-1)?.body.sessionId).toBe(next);
  });

  it("shows the privacy notice with a link to the policy", () => {
    renderPanel();
    expect(screen.getByText(/Chats are kept on this device for 30 days\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/legal/privacy");
  });

  it("closes on Escape, also while waiting and from inside the handoff card", async () => {
    respond = () => new Promise(() => {});
    const { user, onClose } = renderPanel();
    await user.type(input(), "Hello{Enter}");
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Talk to a person" }));
    expect(await screen.findByLabelText("Name")).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe("handoff to a person", () => {
  async function openHandoff() {
    const view = renderPanel();
    await view.user.type(input(), "Do you make WhatsApp bots?{Enter}");
    await log().findByText("We work Monday to Friday.");
    await view.user.click(screen.getByRole("button", { name: "Talk to a person" }));
    await screen.findByRole("region", { name: "Talk to a person" });
    return view;
  }

  it("opens from the suggestion too, with a WhatsApp link that carries the page greeting", async () => {
    const { user } = renderPanel();
    await user.click(within(suggestions()!).getByRole("button", { name: "Talk to a person" }));
    const card = await screen.findByRole("region", { name: "Talk to a person" });
    const href = within(card).getByRole("link", { name: "Chat on WhatsApp" }).getAttribute("href")!;
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hi%20Cleverobotics/);
    expect(chatCalls()).toEqual([]);
  });

  it("quotes the visitor's questions in the WhatsApp message", async () => {
    await openHandoff();
    const href = screen.getByRole("link", { name: "Chat on WhatsApp" }).getAttribute("href")!;
    expect(new URL(href).searchParams.get("text")).toBe(
      `Hi Cleverobotics, I was chatting with the assistant on your website (${window.location.pathname}). My questions: Do you make WhatsApp bots?`,
    );
  });

  it("shows each problem under its field and focuses the first", async () => {
    const { user } = await openHandoff();
    await user.click(screen.getByRole("button", { name: "Send my details" }));
    const name = screen.getByLabelText("Name");
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription("Please give a phone number or an email");

    await user.type(name, "Priya");
    await user.type(screen.getByLabelText("Phone"), "12");
    await user.type(screen.getByLabelText("Email"), "priya@");
    await user.click(screen.getByRole("button", { name: "Send my details" }));
    expect(screen.getByLabelText("Phone")).toHaveFocus();
    expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription("Please enter a valid phone number");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter a valid email");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(inquiryCalls()).toEqual([]);
  });

  it("sends the details with the transcript and thanks the visitor in the chat", async () => {
    const { user } = await openHandoff();
    await user.type(screen.getByLabelText("Name"), "Priya");
    await user.type(screen.getByLabelText("Phone"), "+91 98765 43210");
    await user.click(screen.getByRole("button", { name: "Send my details" }));
    const thanks = chatHandoff.thanks.replace("{name}", "Priya");
    expect(await log().findByText(thanks)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Talk to a person" })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent(`Assistant: ${thanks}`);
    expect(input()).toHaveFocus();

    const [call] = inquiryCalls();
    expect(call?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.body).toMatchObject({ source: "chat", name: "Priya", phone: "+91 98765 43210", email: "" });
    expect(String(call?.body.message)).toMatch(
      new RegExp(
        `^Chat on ${window.location.pathname} \\(\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\)\\n\\nAssistant: Hi!\\nVisitor: Do you make WhatsApp bots\\?\\nAssistant: We work Monday to Friday\\.$`,
      ),
    );
  });

  it("keeps what was typed when sending fails, and retries with the same key", async () => {
    inquiryRespond = async () => new Response("down", { status: 503 });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = await openHandoff();
    await user.type(screen.getByLabelText("Name"), "Priya");
    await user.type(screen.getByLabelText("Email"), "priya@example.com");
    await user.click(screen.getByRole("button", { name: "Send my details" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(chatHandoff.failed);
    expect(screen.getByLabelText("Name")).toHaveValue("Priya");
    expect(screen.getByLabelText("Email")).toHaveValue("priya@example.com");

    inquiryRespond = async () => Response.json({ id: "inq_9" }, { status: 201 });
    await user.click(screen.getByRole("button", { name: "Send my details" }));
    expect(await log().findByText(chatHandoff.thanks.replace("{name}", "Priya"))).toBeInTheDocument();
    const keys = inquiryCalls().map((call) => call.headers["idempotency-key"]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("shows the server's field errors under the fields", async () => {
    inquiryRespond = async () =>
      Response.json({ errors: { phone: "Please enter a valid phone number" } }, { status: 400 });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = await openHandoff();
    await user.type(screen.getByLabelText("Name"), "Priya");
    await user.type(screen.getByLabelText("Phone"), "+91 98765 43210");
    await user.click(screen.getByRole("button", { name: "Send my details" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription("Please enter a valid phone number"),
    );
    expect(screen.getByLabelText("Phone")).toHaveFocus();
  });
});
