import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { chatHandoff } from "~/content/chat";
import { chatTranscript, type HandoffWording, handoffWhatsappHref } from "~/lib/chat/handoff";
import type { ChatMessage } from "~/lib/chat/session";
import { validateChatHandoff } from "~/lib/inquiry/chat-handoff";
import { newIdempotencyKey, submitInquiry } from "~/lib/inquiry/submit";
import { cleanInquiry, hasErrors, type InquiryErrors } from "~/lib/inquiry/validation";
import { usePageLocale, useText } from "~/lib/page-language";
import { Icon } from "../icons/Icon";
import { actionStyle } from "../ui/action-style";

const fields = [
  { name: "name", label: "nameLabel", type: "text", autoComplete: "name" },
  { name: "phone", label: "phoneLabel", type: "tel", autoComplete: "tel" },
  { name: "email", label: "emailLabel", type: "email", autoComplete: "email" },
] as const;
type HandoffField = (typeof fields)[number]["name"];
type HandoffValues = Record<HandoffField, string>;

/**
 * "Talk to a person": a WhatsApp link that carries a summary of the chat, or the visitor's
 * details sent as an inquiry with the transcript. What they typed is kept until it is sent.
 */
export function HandoffCard({
  messages,
  onSent,
  onDismiss,
}: {
  messages: readonly ChatMessage[];
  onSent: (name: string) => void;
  onDismiss: () => void;
}) {
  const [values, setValues] = useState<HandoffValues>({ name: "", phone: "", email: "" });
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [status, setStatus] = useState<"idle" | "sending" | "failed">("idle");
  const idempotencyKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const { lang, tamil: tamilPage } = usePageLocale();
  const tamil = tamilPage?.chrome;
  const text = useText();
  const copy = tamil?.chatHandoff ?? chatHandoff;
  // The Tamil texts made from values are templates (loader data carries no functions).
  const wording: HandoffWording = tamil
    ? {
        whatsappSummary: (brand, path, questions) =>
          text(tamil.chatHandoff.whatsappSummary, { brand, path, questions }),
        transcriptHeading: (path, isoDate) => text(tamil.chatHandoff.transcriptHeading, { path, isoDate }),
        visitorLine: tamil.chatHandoff.visitorLine,
        assistantLine: tamil.chatHandoff.assistantLine,
      }
    : chatHandoff;

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('[name="name"]')?.focus();
  }, []);

  const focusFirstInvalid = (found: InquiryErrors) => {
    const first = fields.find((field) => found[field.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    const path = window.location.pathname;
    const input = cleanInquiry({ ...values, message: chatTranscript(messages, path, new Date(), wording) });
    const found = validateChatHandoff(
      input,
      tamil ? { form: tamil.inquiryMessages, handoff: tamil.chatHandoffMessages } : undefined,
    );
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(found);
      return;
    }
    setStatus("sending");
    idempotencyKey.current ??= newIdempotencyKey();
    const result = await submitInquiry({ ...input, source: "chat", language: lang }, idempotencyKey.current);
    if (result.ok) {
      onSent(input.name);
      return;
    }
    const shown = fields.some((field) => result.errors?.[field.name]);
    if (result.errors && shown) {
      setErrors(result.errors);
      setStatus("idle");
      focusFirstInvalid(result.errors);
    } else {
      setStatus("failed");
    }
  };

  const whatsapp = handoffWhatsappHref(messages, window.location.pathname, document.title, wording, text);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-surface p-3 text-sm shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {copy.heading}
        </h3>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={copy.dismiss}
          className="-mt-1 -mr-1 inline-flex size-9 items-center justify-center rounded-lg hover:bg-surface-muted"
        >
          <Icon name="close" className="size-4" />
        </button>
      </div>
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        data-placement="chat"
        className="mt-2 inline-flex min-h-10 items-center gap-2 rounded-lg border border-line px-3 py-2 font-medium hover:bg-surface-muted"
      >
        <Icon name="whatsapp" />
        {copy.whatsappLabel}
      </a>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-3 space-y-2" aria-describedby={`${id}-intro`}>
        <p id={`${id}-intro`} className="text-ink-muted">
          {copy.formIntro}
        </p>
        {fields.map((field) => {
          const error = errors[field.name];
          const inputId = `${id}-${field.name}`;
          return (
            <div key={field.name}>
              <label htmlFor={inputId} className="font-medium">
                {copy[field.label]}
              </label>
              <input
                id={inputId}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) => {
                  idempotencyKey.current = null; // new details, new submission
                  setValues((current) => ({ ...current, [field.name]: event.target.value }));
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                className={`mt-1 block w-full rounded-lg border bg-surface px-3 py-2 text-ink ${
                  error ? "border-red-600 dark:border-red-400" : "border-line"
                }`}
              />
              {error && (
                <p id={`${inputId}-error`} className="mt-1 text-red-700 dark:text-red-300">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {status === "failed" && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {copy.failed}
          </p>
        )}
        <button
          type="submit"
          aria-disabled={status === "sending" || undefined}
          className={`${actionStyle({ size: "compact" })} w-full`}
        >
          {status === "sending" ? copy.sending : copy.submit}
        </button>
      </form>
    </section>
  );
}
