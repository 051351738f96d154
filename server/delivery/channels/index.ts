import type { PublicSettings } from "../../../app/lib/public-settings";
import type { Deliver } from "../channel";
import { emailjs } from "./emailjs";
import { smtp } from "./smtp";
import { webhook } from "./webhook";

/**
 * Every way a lead can reach the team. This list drives the outbox's channel names, the server
 * settings (each channel's own) and the worker: a new channel is a module here and one line.
 */
export const deliveryChannels = [smtp, emailjs, webhook] as const;

type Channel = (typeof deliveryChannels)[number];
export type DeliveryChannel = Channel["name"];
type ConfigOf<C> = C extends { configure(...args: never[]): infer Config } ? NonNullable<Config> : never;

/** The configuration of each channel that is on. */
export type ChannelConfigs = { [C in Channel as C["name"]]?: ConfigOf<C> };

/** Every channel's settings, for the server's settings schema. */
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every channel's settings, for the server's settings schema. */
export const channelSettings = Object.assign(
  {},
  ...deliveryChannels.map((channel) => channel.settings),
) as UnionToIntersection<Channel["settings"]>;

/** Each channel's configuration from the checked settings; a channel left unset is off. */
export function configureChannels(values: Record<string, unknown>, site: PublicSettings): ChannelConfigs {
  const configs: Record<string, unknown> = {};
  for (const channel of deliveryChannels) {
    const config = (channel.configure as (values: unknown, site: PublicSettings) => unknown)(values, site);
    if (config !== undefined) configs[channel.name] = config;
  }
  return configs as ChannelConfigs;
}

/** Each configured channel's deliverer. */
export function createDeliverers(configs: ChannelConfigs): Partial<Record<DeliveryChannel, Deliver>> {
  const deliverers: Partial<Record<DeliveryChannel, Deliver>> = {};
  for (const channel of deliveryChannels) {
    const config = configs[channel.name];
    if (config) deliverers[channel.name] = (channel.open as (config: unknown) => Deliver)(config);
  }
  return deliverers;
}

export function configuredChannels(configs: ChannelConfigs): DeliveryChannel[] {
  return deliveryChannels.map((channel) => channel.name).filter((name) => configs[name]);
}

/**
 * The start-up log about delivery: one line per channel, saying where leads go or what would
 * turn it on, and a warning when none is on.
 */
export function deliveryStartupLines(
  configs: ChannelConfigs,
  databaseLabel: string,
): { level: "info" | "warn"; message: string }[] {
  const lines = deliveryChannels.map((channel) => {
    const config = configs[channel.name];
    const message = config
      ? `delivery channel ${channel.name}: on, leads are ${(channel.describe as (config: unknown) => string)(config)}`
      : `delivery channel ${channel.name}: off (${channel.howToTurnOn})`;
    return { level: "info" as const, message };
  });
  if (configuredChannels(configs).length > 0) return lines;
  return [
    ...lines,
    {
      level: "warn",
      message:
        `no delivery channel is on: leads are stored only in the database (${databaseLabel}). ` +
        "List them with `npm run leads`, or set SMTP_URL to have each one mailed to you.",
    },
  ];
}

export { type Deliver, deliveryId } from "../channel";
export { EMAILJS_LIB_VERSION, emailjsPayload, TEAM_NAME } from "./emailjs";
export { inquiryEmail, messageIdFor } from "./smtp";
export { webhookSignature } from "./webhook";
