/**
 * The visitor's client state, kept in localStorage under one key with a schema
 * version. Reading never throws: a missing, corrupt or older value gives the defaults, field
 * by field. The mobile-menu and loading flags are transient UI state and are
 * deliberately kept in React state, not persisted: a menu must not reopen on the next visit.
 */
export const STORAGE_KEY = "cleverobotics:state";
export const SCHEMA_VERSION = 1;

export type Theme = "light" | "dark";

export interface ContactDraft {
  name: string;
  email: string;
  company: string;
  message: string;
  service: string;
}

export interface ClientState {
  contactDraft: ContactDraft;
  newsletterEmail: string;
  /** null: follow the system setting. */
  theme: Theme | null;
  preferences: {
    /** null: follow the system setting. */
    reducedMotion: boolean | null;
    /** null: not asked yet. */
    cookiesAccepted: boolean | null;
  };
}

export const defaultClientState: ClientState = {
  contactDraft: { name: "", email: "", company: "", message: "", service: "" },
  newsletterEmail: "",
  theme: null,
  preferences: { reducedMotion: null, cookiesAccepted: null },
};

type Stored = { version: number; state: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const stringOr = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);
const booleanOrNull = (value: unknown) => (typeof value === "boolean" ? value : null);

/** Turns whatever is stored into a valid state; unknown or malformed fields fall back to defaults. */
export function parseClientState(raw: string | null): ClientState {
  if (!raw) return defaultClientState;
  let stored: Stored;
  try {
    stored = JSON.parse(raw);
  } catch {
    return defaultClientState;
  }
  if (!isRecord(stored) || stored.version !== SCHEMA_VERSION || !isRecord(stored.state)) {
    return defaultClientState;
  }
  const state = stored.state;
  const draft = isRecord(state.contactDraft) ? state.contactDraft : {};
  const preferences = isRecord(state.preferences) ? state.preferences : {};
  const defaults = defaultClientState.contactDraft;
  return {
    contactDraft: {
      name: stringOr(draft.name, defaults.name),
      email: stringOr(draft.email, defaults.email),
      company: stringOr(draft.company, defaults.company),
      message: stringOr(draft.message, defaults.message),
      service: stringOr(draft.service, defaults.service),
    },
    newsletterEmail: stringOr(state.newsletterEmail, ""),
    theme: state.theme === "light" || state.theme === "dark" ? state.theme : null,
    preferences: {
      reducedMotion: booleanOrNull(preferences.reducedMotion),
      cookiesAccepted: booleanOrNull(preferences.cookiesAccepted),
    },
  };
}

export function serializeClientState(state: ClientState): string {
  return JSON.stringify({ version: SCHEMA_VERSION, state } satisfies Stored);
}

// A window event rather than a list in this module: the page's head script and the shell script
// each carry their own copy of it (app/shell/first-taps.ts).
const CHANGE_EVENT = "client-state-change";
let cached: { raw: string | null; state: ClientState } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

export function readClientState(): ClientState {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (cached?.raw !== raw) cached = { raw, state: parseClientState(raw) };
  return cached.state;
}

export function updateClientState(update: (state: ClientState) => ClientState): void {
  const next = update(readClientState());
  try {
    storage()?.setItem(STORAGE_KEY, serializeClientState(next));
  } catch {
    // Quota exceeded or storage blocked: the page keeps working without persistence.
  }
  cached = { raw: storage()?.getItem(STORAGE_KEY) ?? null, state: next };
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls the listener when the state changes, in this tab or another. */
export function subscribeClientState(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}
