// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readClientState, STORAGE_KEY } from "~/lib/client-state";
import { ContactForm, ERROR_TEXT, ERROR_TITLE, SUCCESS_TITLE } from "./ContactForm";

type FetchCall = { url: string; init: RequestInit };
let calls: FetchCall[];
let respond: () => Promise<Response>;

beforeEach(() => {
  calls = [];
  respond = async () => new Response(JSON.stringify({ id: "abc" }), { status: 201 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return respond();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

const renderForm = () => {
  render(<ContactForm title="Tell Us About Your Project" intro="Fields marked * are required." />);
  return userEvent.setup();
};
const send = () => screen.getByRole("button", { name: /Send Message|Sending Message/ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), "Priya Raman");
  await user.type(screen.getByLabelText(/^Email/), "priya@kadai.in");
  await user.type(screen.getByLabelText(/^Message/), "We take 200 orders a day on WhatsApp.");
}

describe("ContactForm validation", () => {
  it("shows every error at once under its field, marks the fields and focuses the first", async () => {
    const user = renderForm();
    await user.click(send());
    const name = screen.getByLabelText(/^Name/);
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(name.className).toMatch(/border-red-600/);
    expect(name).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("uses the length and email rules", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(/^Name/), "P");
    await user.type(screen.getByLabelText(/^Email/), "priya@");
    await user.type(screen.getByLabelText(/^Message/), "too short");
    await user.click(send());
    expect(screen.getByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText("Message must be at least 10 characters")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company/)).not.toHaveAttribute("aria-invalid");
  });
});

describe("ContactForm submission", () => {
  it("sends the words as typed in JSON with an idempotency key, shows 'Sending Message...' and then the thank-you banner", async () => {
    let release!: () => void;
    respond = () =>
      new Promise((resolve) => {
        release = () => resolve(new Response(JSON.stringify({ id: "abc" }), { status: 201 }));
      });
    const user = renderForm();
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Company/), "  A<B Traders ");
    await user.click(send());
    expect(send()).toBeDisabled();
    expect(send()).toHaveTextContent("Sending Message...");
    await user.click(send());
    expect(calls).toHaveLength(1);

    expect(calls[0]!.url).toBe("/api/inquiries");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      name: "Priya Raman",
      email: "priya@kadai.in",
      company: "A<B Traders",
      phone: "",
      service: "",
      message: "We take 200 orders a day on WhatsApp.",
      language: "en",
    });
    expect((calls[0]!.init.headers as Record<string, string>)["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => release());
    expect(await screen.findByText(SUCCESS_TITLE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue("");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
    expect(readClientState().contactDraft.name).toBe("");
    expect(send()).toBeEnabled();
  });

  it("shows the error banner, logs the failure, and retries with the same key", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    respond = async () => new Response("down", { status: 502 });
    const user = renderForm();
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByText(ERROR_TITLE)).toBeInTheDocument();
    expect(screen.getByText(ERROR_TEXT)).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Priya Raman");

    respond = async () => new Response(JSON.stringify({ id: "abc" }), { status: 200 });
    await user.click(send());
    expect(await screen.findByText(SUCCESS_TITLE)).toBeInTheDocument();
    expect(screen.queryByText(ERROR_TITLE)).not.toBeInTheDocument();
    const keys = calls.map((call) => (call.init.headers as Record<string, string>)["idempotency-key"]);
    expect(keys[0]).toBe(keys[1]);
  });

  it("treats a network failure as an error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    respond = async () => {
      throw new TypeError("Failed to fetch");
    };
    const user = renderForm();
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByText(ERROR_TITLE)).toBeInTheDocument();
  });

  it("shows the server's field errors when it disagrees", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    respond = async () =>
      new Response(JSON.stringify({ error: "validation_failed", errors: { email: "Please enter a valid email" } }), {
        status: 400,
      });
    const user = renderForm();
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.queryByText(ERROR_TITLE)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });
});

describe("ContactForm draft", () => {
  it("keeps what was typed in client state and restores it", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(/^Name/), "Priya");
    await user.selectOptions(screen.getByLabelText(/^Service/), "rpa");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).state.contactDraft).toMatchObject({
      name: "Priya",
      service: "rpa",
    });
  });

  it("shows a saved draft", async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 1, state: { contactDraft: { name: "Asha", message: "Half-written message" } } }),
    );
    renderForm();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue("Asha"));
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Half-written message");
  });

  it("presets the service from ?topic=, unless one was chosen", async () => {
    window.history.replaceState(null, "", "/contact?topic=demo");
    renderForm();
    await waitFor(() => expect(screen.getByLabelText(/^Service/)).toHaveValue("demo"));
  });

  it("ignores an unknown ?topic=", async () => {
    window.history.replaceState(null, "", "/contact?topic=bitcoin");
    renderForm();
    await waitFor(() => expect(screen.getByLabelText(/^Service/)).toHaveValue(""));
  });
});
