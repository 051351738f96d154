import { describe, expect, it } from "vitest";
import { defaultClientState, parseClientState, SCHEMA_VERSION, serializeClientState } from "./client-state";

const stored = (state: unknown, version = SCHEMA_VERSION) => JSON.stringify({ version, state });

describe("parseClientState", () => {
  it("gives the defaults when nothing is stored", () => {
    expect(parseClientState(null)).toEqual(defaultClientState);
  });

  it("falls back to the defaults on corrupt JSON", () => {
    expect(parseClientState("{not json")).toEqual(defaultClientState);
    expect(parseClientState("42")).toEqual(defaultClientState);
    expect(parseClientState("null")).toEqual(defaultClientState);
  });

  it("ignores a value written by another schema version", () => {
    expect(parseClientState(stored({ theme: "dark" }, 0))).toEqual(defaultClientState);
    expect(parseClientState(JSON.stringify({ theme: "dark" }))).toEqual(defaultClientState);
  });

  it("keeps valid fields and replaces malformed ones field by field", () => {
    const state = parseClientState(
      stored({
        theme: "purple",
        newsletterEmail: 7,
        contactDraft: { name: "Asha", email: ["x"], message: "Hello there" },
        preferences: { reducedMotion: true, cookiesAccepted: "yes" },
      }),
    );
    expect(state.theme).toBeNull();
    expect(state.newsletterEmail).toBe("");
    expect(state.contactDraft).toEqual({ name: "Asha", email: "", company: "", message: "Hello there", service: "" });
    expect(state.preferences).toEqual({ reducedMotion: true, cookiesAccepted: null });
  });

  it("round-trips a full state", () => {
    const state = {
      ...defaultClientState,
      theme: "dark" as const,
      newsletterEmail: "owner@shop.in",
      preferences: { reducedMotion: false, cookiesAccepted: true },
    };
    expect(parseClientState(serializeClientState(state))).toEqual(state);
  });
});
