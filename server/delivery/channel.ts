import type { z } from "zod";
import type { PublicSettings } from "../../app/lib/public-settings";
import type { Inquiry } from "../db/schema";

/** Sends one inquiry through one channel; throws with a readable reason when it did not go through. */
export type Deliver = (inquiry: Inquiry) => Promise<void>;

/**
 * One way a lead reaches the team. A channel declares its settings (merged into the server's
 * settings schema and documented with them), turns the checked values into its configuration
 * (or undefined while it is off), and opens a deliverer from it. Register it in channels/index.ts.
 */
export interface ChannelModule<Name extends string, Shape extends z.ZodRawShape, Config> {
  name: Name;
  settings: Shape;
  /** Its configuration from the checked settings; throws a SettingsError for an incomplete set. */
  configure(values: z.output<z.ZodObject<Shape>>, site: PublicSettings): Config | undefined;
  /** The start-up line while it is on: where leads go (no secrets). */
  describe(config: Config): string;
  /** The start-up line while it is off: what turns it on. */
  howToTurnOn: string;
  open(config: Config): Deliver;
}

/** Declares a channel with its types inferred. */
export function defineChannel<Name extends string, Shape extends z.ZodRawShape, Config>(
  channel: ChannelModule<Name, Shape, Config>,
): ChannelModule<Name, Shape, Config> {
  return channel;
}

/** Longest wait for an HTTP channel's answer, and for a mail server to connect and greet. */
export const DELIVERY_TIMEOUT_MS = 15_000;

/**
 * The same for every attempt at one inquiry on one channel, so a receiver that sees it twice
 * (a retry after a lost answer, a claim taken over) can drop the copy.
 */
export function deliveryId(inquiry: Pick<Inquiry, "public_id">, channel: string): string {
  return `${inquiry.public_id}.${channel}`;
}

export async function postJson(url: string, body: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  if (!response.ok) {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    throw new Error(`${new URL(url).host} answered ${response.status}${detail ? `: ${detail}` : ""}`);
  }
}
