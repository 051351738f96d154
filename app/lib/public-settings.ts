import { z } from "zod";
import { type Env, httpUrl, matching, readSettings, SettingsError, text } from "./env-settings";

/**
 * Settings that end up in the built pages (canonical host, contact details, booking link).
 * They are read from the environment when the site is built, checked here, and handed to
 * the browser bundle through Vite's `define`. Secrets never belong here.
 */
export interface PublicSettings {
  /** Origin of the canonical site address, no trailing slash. */
  siteUrl: string;
  contactEmail: string;
  contactPhone: string;
  /** The WhatsApp Business number that click-to-chat links open, with country code. */
  whatsappNumber: string;
  /** Optional demo-booking link; without it "Book a Demo" goes to /contact?topic=demo. */
  bookingUrl: string | null;
  /** Optional analytics measurement id. */
  analyticsId: string | null;
  /** Optional endpoint that receives render errors as JSON beacons. */
  errorReportUrl: string | null;
  /** Seat of arbitration and courts named in the terms of service. */
  jurisdiction: string;
}

export { SettingsError };

export const publicSettingDefaults = {
  SITE_URL: "https://www.cleverobotics.com",
  CONTACT_EMAIL: "hello@cleverobotics.com",
  CONTACT_PHONE: "+91 44 4631 8800",
  // The office line: WhatsApp Business runs on a landline too. Set it to the team's business number.
  WHATSAPP_NUMBER: "+91 44 4631 8800",
  JURISDICTION: "Chennai, Tamil Nadu",
} as const;

/** The build settings: baked into the prerendered pages, so a change needs `npm run build`. */
export const buildSettingsSchema = z.object({
  SITE_URL: httpUrl({
    fallback: publicSettingDefaults.SITE_URL,
    description:
      "canonical origin used in canonicals, social tags, sitemap and robots.txt; `npm start` rebuilds when it differs from the current build",
  }),
  CONTACT_EMAIL: matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "an email address", {
    type: "email address",
    fallback: publicSettingDefaults.CONTACT_EMAIL,
    description:
      "email shown on the site and in structured data; also where leads are mailed unless `MAIL_TO` says otherwise",
  }),
  CONTACT_PHONE: matching(/^\+?[0-9 ()-]{6,20}$/, "a phone number such as +91 44 4631 8800", {
    type: "phone number",
    fallback: publicSettingDefaults.CONTACT_PHONE,
    description: "phone shown on the site and in structured data",
  }),
  WHATSAPP_NUMBER: matching(
    /^\+[1-9](?=(?:\D*\d){7,14}\D*$)[0-9 ()-]{7,20}$/,
    "a phone number with its country code such as +91 98400 12345",
    {
      type: "phone number with country code",
      fallback: publicSettingDefaults.WHATSAPP_NUMBER,
      description: 'WhatsApp Business number that every "Chat on WhatsApp" link opens (`wa.me`)',
    },
  ),
  BOOKING_URL: httpUrl({
    description: 'demo-booking link; without it "Book a Demo" goes to `/contact?topic=demo`',
    example: "https://cal.com/cleverobotics/demo",
  }),
  ANALYTICS_ID: matching(/^[A-Za-z0-9-]{4,40}$/, "like G-XXXXXXX", {
    description:
      "analytics measurement id; with it the site shows a cookie notice and loads analytics only after consent",
    example: "G-XXXXXXXXXX",
  }),
  ERROR_REPORT_URL: httpUrl({
    description: "endpoint that receives render errors as JSON beacons",
    example: "https://errors.example.com/beacon",
  }),
  JURISDICTION: matching(/^[\p{L} .,'-]{2,80}$/u, 'a place name such as "Chennai, Tamil Nadu"', {
    type: "place name",
    fallback: publicSettingDefaults.JURISDICTION,
    description: "seat of arbitration and courts named in the terms of service",
  }),
  BUILD_DIR: text({
    fallback: "build",
    description:
      "where `npm run build` writes the site and where `npm start` reads it (the end-to-end suite keeps a second build beside the first)",
  }),
});

export function readPublicSettings(env: Env): PublicSettings {
  const values = readSettings(buildSettingsSchema, env);
  if (new URL(values.SITE_URL).pathname !== "/") {
    throw new SettingsError("SITE_URL", `must be an origin without a path, got "${values.SITE_URL}"`);
  }
  return {
    siteUrl: values.SITE_URL,
    jurisdiction: values.JURISDICTION,
    contactEmail: values.CONTACT_EMAIL,
    contactPhone: values.CONTACT_PHONE,
    whatsappNumber: values.WHATSAPP_NUMBER,
    bookingUrl: values.BOOKING_URL ?? null,
    analyticsId: values.ANALYTICS_ID ?? null,
    errorReportUrl: values.ERROR_REPORT_URL ?? null,
  };
}

/** Where the build is written and read (`BUILD_DIR`, relative to the project). */
export function readBuildDirectory(env: Env): string {
  return readSettings(buildSettingsSchema, env).BUILD_DIR;
}
