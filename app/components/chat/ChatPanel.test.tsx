// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONNECTION_ERROR, UNEXPECTED_ERROR } from "~/lib/chat/send";
import { SESSION_KEY } from "~/lib/chat/session";
import { ChatLauncher } from "./ChatLauncher";
import ChatPanel from "./ChatPanel";

let bodies: unknown[];
let respond: () => Promise<Response>;

beforeEach(() => {
  bodies = [];
  respond = async () => new Response(JSON.stringify({ output: "We work Monday to Friday." }), { status: 200 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return respond();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPanel(onClose = vi.fn()) {
  const view = render(
    <MemoryRouter>
      <ChatPanel id="chat-panel" open onClose={onClose} />
    </MemoryRouter>,
  );
  return { ...view, user: userEvent.setup(), onClose };
}
const input = () => screen.getByLabelText("Your message");
const log = () => within(screen.getByRole("log", { name: "Chat messages" }));

describe("chat panel", () => {
  it("opens with 'Hi!' and puts focus in the message box", () => {
    renderPanel();
    expect(log().getByText("Hi!")).toBeInTheDocument();
    expect(input()).toHaveFocus();
  });

  it("sends the trimmed text with the stored session id and shows the reply", async () => {
    const { user } = renderPanel();
    await user.type(input(), "   When are you open?   {Enter}");
    expect(await log().findByText("We work Monday to Friday.")).toBeInTheDocument();
    expect(log().getByText("When are you open?")).toBeInTheDocument();
    expect(bodies).toEqual([
      { chatInput: "When are you open?", sessionId: localStorage.getItem(SESSION_KEY), metadata: {} },
    ]);
    expect(localStorage.getItem(SESSION_KEY)).toMatch(/^\d{13}-[a-z0-9]+$/);
  });

  it("does not send an empty or whitespace-only message", async () => {
    const { user } = renderPanel();
    await user.type(input(), "   {Enter}");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(bodies).toEqual([]);
  });

  it("waits with input and send disabled and a 'Cogitating' status, and never sends twice", async () => {
    let release!: () => void;
    respond = () =>
      new Promise((resolve) => {
        release = () => resolve(new Response(JSON.stringify({ output: "Done." })));
      });
    const { user } = renderPanel();
    await user.type(input(), "First{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent("Cogitating");
    expect(input()).toBeDisabled();
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
    fireEvent.submit(input().closest("form")!);
    expect(bodies).toHaveLength(1);
    await act(async () => release());
    expect(await log().findByText("Done.")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it("keeps Shift+Enter as a new line and ignores Enter during IME composition", async () => {
    const { user } = renderPanel();
    await user.type(input(), "line one{Shift>}{Enter}{/Shift}line two");
    expect(input()).toHaveValue("line one\nline two");
    fireEvent.keyDown(input(), { key: "Enter", isComposing: true });
    fireEvent.keyDown(input(), { key: "Enter", keyCode: 229 });
    expect(bodies).toEqual([]);
  });

  it("shows the connection message for a failed call or a non-OK status", async () => {
    respond = async () => new Response("nope", { status: 502 });
    const { user } = renderPanel();
    await user.type(input(), "Hello there{Enter}");
    expect(await log().findByText(CONNECTION_ERROR)).toBeInTheDocument();
    respond = async () => {
      throw new TypeError("Failed to fetch");
    };
    await user.type(input(), "Again{Enter}");
    await waitFor(() => expect(log().getAllByText(CONNECTION_ERROR)).toHaveLength(2));
  });

  it("shows the general error message for an unexpected failure", async () => {
    respond = async () => ({ ok: true, text: () => Promise.reject(new Error("stream broke")) }) as unknown as Response;
    const { user } = renderPanel();
    await user.type(input(), "Hello there{Enter}");
    expect(await log().findByText(UNEXPECTED_ERROR)).toBeInTheDocument();
  });

  it("renders links in replies as links and markup as text", async () => {
    respond = async () =>
      new Response(JSON.stringify({ output: 'See [Pricing](/pricing) <img src=x onerror="alert(1)">' }));
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

  it("closes on Escape", async () => {
    const { user, onClose } = renderPanel();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });
});

describe("chat launcher", () => {
  it("loads the panel on first use, toggles aria-expanded and returns focus on Escape", async () => {
    render(
      <MemoryRouter>
        <ChatLauncher />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const launcher = screen.getByRole("button", { name: "Chat with our assistant" });
    expect(launcher).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(launcher);
    const dialog = await screen.findByRole("dialog", { name: "Cleverobotics assistant" });
    expect(launcher).toHaveAttribute("aria-expanded", "true");
    expect(launcher).toHaveAttribute("aria-controls", dialog.id);
    await waitFor(() => expect(screen.getByLabelText("Your message")).toHaveFocus());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(launcher).toHaveAttribute("aria-expanded", "false");
    expect(launcher).toHaveFocus();
  });
});
