import { createHash } from "node:crypto";
import { tool } from "ai";
import { z } from "zod";
import { chatTranscript } from "../../../app/lib/chat/handoff";
import type { ChatMessage } from "../../../app/lib/chat/session";
import { validateChatHandoff } from "../../../app/lib/inquiry/chat-handoff";
import { cleanInquiry, hasErrors } from "../../../app/lib/inquiry/validation";
import type { Intake } from "../../intake/intake";
import { siteData } from "../../site-data";
import type { Turn } from "./history";

const { chatHandoff } = siteData;

/**
 * The chat handed to a person: the visitor's name and a phone number or email, stored through
 * the intake as the chat panel's handoff stores it (source chat, the conversation as the
 * message), so it reaches the team by every delivery channel. What fails the handoff's rules
 * goes back to the model, which asks the visitor again.
 */
export interface HandoffContext {
  sessionId: string;
  /** The page the visitor is chatting on. */
  path: string;
  /** The conversation so far, this turn's question included. */
  turns: () => Turn[];
}

/** How the model's summary is marked in the transcript. */
export const NOTE_LABEL = "Summary for the team";

function transcriptMessages(turns: Turn[], note: string | undefined, now: Date): ChatMessage[] {
  const timestamp = now.toISOString();
  const messages: ChatMessage[] = [];
  turns.forEach((turn, index) => {
    messages.push({ id: `q${index}`, text: turn.question, isBot: false, timestamp });
    if (turn.answer) messages.push({ id: `a${index}`, text: turn.answer, isBot: true, timestamp });
  });
  if (note) messages.push({ id: "note", text: `${NOTE_LABEL}: ${note}`, isBot: true, timestamp });
  return messages;
}

export function handoffTool(intake: Pick<Intake, "saveInquiry">, context: HandoffContext) {
  return tool({
    description:
      "Hand the conversation to a person: stores the visitor's name and phone number or email with this chat, and the team calls or writes back. Use only with details the visitor gave in this conversation.",
    inputSchema: z.object({
      name: z.string().describe("the visitor's name"),
      phone: z.string().optional().describe("phone number with country code, if given"),
      email: z.string().optional().describe("email address, if given"),
      note: z.string().max(500).optional().describe("one line for the team: what the visitor wants"),
    }),
    execute: async ({ name, phone, email, note }) => {
      const now = new Date();
      const message = chatTranscript(transcriptMessages(context.turns(), note, now), context.path, now);
      const input = cleanInquiry({ name, phone: phone ?? "", email: email ?? "", message });
      const errors = validateChatHandoff(input);
      if (hasErrors(errors)) return { stored: false, problems: errors };
      // The same details in the same conversation are one lead, however often the model asks.
      const idempotencyKey = `chat-ai:${createHash("sha256")
        .update(`${context.sessionId}\n${input.name}\n${input.phone}\n${input.email}`)
        .digest("hex")}`;
      const { publicId } = await intake.saveInquiry({ input, source: "chat", idempotencyKey });
      return {
        stored: true,
        reference: publicId,
        confirmation: chatHandoff.thanks.replace("{name}", () => input.name),
      };
    },
  });
}
