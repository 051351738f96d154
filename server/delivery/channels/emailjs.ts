import { httpUrl, SettingsError, text } from "../../../app/lib/env-settings";
import type { Inquiry } from "../../db/schema";
import { defineChannel, postJson } from "../channel";

/** The fixed recipient name (`to_name`) of every lead: the team. */
export const TEAM_NAME = "Cleverobotics Team";
/** The EmailJS browser client version the payload reports as `lib_version`. */
export const EMAILJS_LIB_VERSION = "4.4.1";

export interface EmailjsConfig {
  apiUrl: string;
  serviceId: string;
  templateId: string;
  publicKey: string;
  privateKey?: string;
}

/** The EmailJS REST payload, field for field as its browser client sends it. */
export function emailjsPayload(config: EmailjsConfig, inquiry: Inquiry) {
  return {
    lib_version: EMAILJS_LIB_VERSION,
    user_id: config.publicKey,
    service_id: config.serviceId,
    template_id: config.templateId,
    template_params: {
      from_name: inquiry.name,
      from_email: inquiry.email,
      company: inquiry.company,
      phone: inquiry.phone,
      message: inquiry.message,
      to_name: TEAM_NAME,
    },
    ...(config.privateKey ? { accessToken: config.privateKey } : {}),
  };
}

const required = ["EMAILJS_SERVICE_ID", "EMAILJS_TEMPLATE_ID", "EMAILJS_PUBLIC_KEY"] as const;

/** Each lead through an EmailJS template. Its API takes no idempotency key. */
export const emailjs = defineChannel({
  name: "emailjs",
  settings: {
    EMAILJS_SERVICE_ID: text({
      description: "EmailJS service id; the three EmailJS ids turn the channel on together",
      example: "service_xxxxxxx",
    }),
    EMAILJS_TEMPLATE_ID: text({ description: "EmailJS template id", example: "template_xxxxxxx" }),
    EMAILJS_PUBLIC_KEY: text({ description: "EmailJS public key (`user_id`)", example: "xxxxxxxxxxxxxxxxx" }),
    EMAILJS_PRIVATE_KEY: text({
      secret: true,
      description: "EmailJS private key (`accessToken`), when the account requires it",
    }),
    EMAILJS_API_URL: httpUrl({
      fallback: "https://api.emailjs.com/api/v1.0/email/send",
      description: "EmailJS send endpoint (tests point it at a local receiver)",
    }),
  },
  configure(values): EmailjsConfig | undefined {
    if (!required.some((name) => values[name])) return undefined;
    const missing = required.find((name) => !values[name]);
    if (missing) throw new SettingsError(missing, "is needed with the other EmailJS settings");
    return {
      apiUrl: values.EMAILJS_API_URL,
      serviceId: values.EMAILJS_SERVICE_ID as string,
      templateId: values.EMAILJS_TEMPLATE_ID as string,
      publicKey: values.EMAILJS_PUBLIC_KEY as string,
      privateKey: values.EMAILJS_PRIVATE_KEY,
    };
  },
  describe: (config) => `sent to EmailJS template ${config.templateId}`,
  howToTurnOn: "set EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY",
  open: (config) => (inquiry) => postJson(config.apiUrl, JSON.stringify(emailjsPayload(config, inquiry))),
});
