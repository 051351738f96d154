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

export class SettingsError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Setting ${variable} ${problem}`);
    this.name = "SettingsError";
  }
}

type Env = Record<string, string | undefined>;

export const publicSettingDefaults = {
  SITE_URL: "https://www.cleverobotics.com",
  CONTACT_EMAIL: "hello@cleverobotics.com",
  CONTACT_PHONE: "+91 44 4631 8800",
  // The office line: WhatsApp Business runs on a landline too. Set it to the team's business number.
  WHATSAPP_NUMBER: "+91 44 4631 8800",
  JURISDICTION: "Chennai, Tamil Nadu",
} as const;

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

export function readUrl(env: Env, name: string, fallback?: string): string | null {
  const raw = value(env, name) ?? fallback;
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SettingsError(name, `must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SettingsError(name, `must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, "");
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readPublicSettings(env: Env): PublicSettings {
  const siteUrl = readUrl(env, "SITE_URL", publicSettingDefaults.SITE_URL) as string;
  if (new URL(siteUrl).pathname !== "/") {
    throw new SettingsError("SITE_URL", `must be an origin without a path, got "${siteUrl}"`);
  }

  const contactEmail = value(env, "CONTACT_EMAIL") ?? publicSettingDefaults.CONTACT_EMAIL;
  if (!emailPattern.test(contactEmail)) {
    throw new SettingsError("CONTACT_EMAIL", `must be an email address, got "${contactEmail}"`);
  }

  const contactPhone = value(env, "CONTACT_PHONE") ?? publicSettingDefaults.CONTACT_PHONE;
  if (!/^\+?[0-9 ()-]{6,20}$/.test(contactPhone)) {
    throw new SettingsError("CONTACT_PHONE", `must be a phone number such as +91 44 4631 8800, got "${contactPhone}"`);
  }

  const whatsappNumber = value(env, "WHATSAPP_NUMBER") ?? publicSettingDefaults.WHATSAPP_NUMBER;
  if (!/^\+[1-9][0-9 ()-]{7,20}$/.test(whatsappNumber) || whatsappNumber.replace(/\D/g, "").length > 15) {
    throw new SettingsError(
      "WHATSAPP_NUMBER",
      `must be a phone number with its country code such as +91 98400 12345, got "${whatsappNumber}"`,
    );
  }

  const analyticsId = value(env, "ANALYTICS_ID") ?? null;
  if (analyticsId !== null && !/^[A-Za-z0-9-]{4,40}$/.test(analyticsId)) {
    throw new SettingsError("ANALYTICS_ID", `must look like G-XXXXXXX, got "${analyticsId}"`);
  }

  const jurisdiction = value(env, "JURISDICTION") ?? publicSettingDefaults.JURISDICTION;
  if (!/^[\p{L} .,'-]{2,80}$/u.test(jurisdiction)) {
    throw new SettingsError(
      "JURISDICTION",
      `must be a place name such as "Chennai, Tamil Nadu", got "${jurisdiction}"`,
    );
  }

  return {
    siteUrl,
    jurisdiction,
    contactEmail,
    contactPhone,
    whatsappNumber,
    bookingUrl: readUrl(env, "BOOKING_URL"),
    analyticsId,
    errorReportUrl: readUrl(env, "ERROR_REPORT_URL"),
  };
}
