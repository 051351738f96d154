import { createHmac } from "node:crypto";
import { httpUrl, SettingsError, text } from "../../../app/lib/env-settings";
import { inquiryRecord } from "../../inquiries/store";
import { defineChannel, deliveryId, postJson } from "../channel";

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, the scheme Stripe and others use. */
export function webhookSignature(secret: string, body: string, timestamp: number): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${digest}`;
}

/** Each lead as a signed JSON POST (a CRM, an n8n workflow, a WhatsApp notifier). */
export const webhook = defineChannel({
  name: "webhook",
  settings: {
    INQUIRY_WEBHOOK_URL: httpUrl({
      description:
        "receives each lead as JSON (`inquiry.created`), signed in `X-Signature` and carrying an `Idempotency-Key` that stays the same on retries",
      example: "https://n8n.example.com/webhook/new-lead",
    }),
    INQUIRY_WEBHOOK_SECRET: text({
      secret: true,
      description:
        "shared secret (16 characters or more) for the `X-Signature` HMAC; needed with `INQUIRY_WEBHOOK_URL`",
    }),
  },
  configure(values) {
    if (!values.INQUIRY_WEBHOOK_URL) return undefined;
    const secret = values.INQUIRY_WEBHOOK_SECRET;
    if (!secret || secret.length < 16) {
      throw new SettingsError("INQUIRY_WEBHOOK_SECRET", "must be set (16 characters or more) with INQUIRY_WEBHOOK_URL");
    }
    return { url: values.INQUIRY_WEBHOOK_URL, secret };
  },
  describe: (config) => `posted to ${new URL(config.url).host}`,
  howToTurnOn: "set INQUIRY_WEBHOOK_URL and INQUIRY_WEBHOOK_SECRET",
  open: (config) => (inquiry) => {
    const body = JSON.stringify({ event: "inquiry.created", inquiry: inquiryRecord(inquiry) });
    const signature = webhookSignature(config.secret, body, Math.floor(Date.now() / 1000));
    return postJson(config.url, body, {
      "x-signature": signature,
      "idempotency-key": deliveryId(inquiry, "webhook"),
    });
  },
});
