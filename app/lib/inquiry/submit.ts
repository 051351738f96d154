import { INQUIRIES_API_PATH } from "~/api-contract";
import type { PageLang } from "~/content/page-entry";
import type { InquiryErrors, InquiryInput } from "./validation";

export type SubmitResult = { ok: true; id: string | null } | { ok: false; errors?: InquiryErrors; status: number };

/** Where an inquiry comes from when it is not the contact form: "chat" is a handoff from the chat panel. */
export type InquirySource = "chat";

/** Posts a cleaned inquiry to the server; never throws (a network failure is status 0). */
export async function submitInquiry(
  input: InquiryInput & { source?: InquirySource; language?: PageLang },
  idempotencyKey: string,
): Promise<SubmitResult> {
  try {
    const response = await fetch(INQUIRIES_API_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: JSON.stringify(input),
    });
    const body = await response.json().catch(() => null);
    if (response.ok) return { ok: true, id: body?.id ?? null };
    console.error("The inquiry was not accepted", response.status, body);
    return { ok: false, status: response.status, errors: response.status === 400 ? body?.errors : undefined };
  } catch (error) {
    console.error("The inquiry could not be sent", error);
    return { ok: false, status: 0 };
  }
}

/** A fresh key per submission attempt; a retry of the same text reuses it (see ContactForm). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
