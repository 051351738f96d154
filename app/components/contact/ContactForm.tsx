import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { HONEYPOT_FIELD, INQUIRIES_API_PATH } from "~/api-contract";
import { inquiryTopics, isInquiryTopic } from "~/content/inquiry-topics";
import { useClientState } from "~/hooks/useClientState";
import { useHydrated } from "~/hooks/useHydrated";
import { trackEvent } from "~/lib/analytics";
import { type ContactDraft, defaultClientState, updateClientState } from "~/lib/client-state";
import { newIdempotencyKey, submitInquiry } from "~/lib/inquiry/submit";
import {
  cleanInquiry,
  hasErrors,
  type InquiryErrors,
  type InquiryField,
  inquiryFields,
  validateInquiry,
} from "~/lib/inquiry/validation";
import { usePageLocale, useText } from "~/lib/page-language";
import { actionStyle } from "../ui/action-style";

type Status = "idle" | "sending" | "success" | "error";

export const SUCCESS_TITLE = "Thank you! Your message has been sent.";
export const SUCCESS_TEXT = "We'll get back to you within 24 hours.";
export const ERROR_TITLE = "Something went wrong";
export const ERROR_TEXT = "There was an error sending your message. Please try again or contact us directly.";

const draftOf = (state: { contactDraft: ContactDraft }) => state.contactDraft;

/**
 * The contact form. Checked on submit with every error at once; the draft is
 * kept in client state so a reload loses nothing. Without JavaScript it is a plain form post
 * that the server answers with a result page.
 */
export function ContactForm({
  title,
  intro,
  topicLabels,
}: {
  title: string;
  intro: string;
  /** The topics' labels in the page's language, by value; English when left out. */
  topicLabels?: Readonly<Record<string, string>>;
}) {
  const { lang, tamil } = usePageLocale();
  const text = useText();
  const messages = tamil?.chrome.inquiryMessages;
  const draft = useClientState(draftOf);
  const [phone, setPhone] = useState("");
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const hydrated = useHydrated();
  const idempotencyKey = useRef<string | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  useEffect(() => {
    // A link such as /contact?topic=demo preselects the service, unless the visitor chose one.
    const topic = new URLSearchParams(window.location.search).get("topic") ?? "";
    if (isInquiryTopic(topic)) {
      updateClientState((state) =>
        state.contactDraft.service ? state : { ...state, contactDraft: { ...state.contactDraft, service: topic } },
      );
    }
  }, []);

  useEffect(() => {
    if (status === "success" || status === "error") bannerRef.current?.focus();
  }, [status]);

  const values = { ...draft, phone };
  const setValue = (field: InquiryField, value: string) => {
    idempotencyKey.current = null; // new text, new submission
    if (field === "phone") setPhone(value);
    else updateClientState((state) => ({ ...state, contactDraft: { ...state.contactDraft, [field]: value } }));
  };

  const focusFirstInvalid = (found: InquiryErrors) => {
    const first = inquiryFields.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    const input = cleanInquiry(values);
    const found = validateInquiry(input, messages);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(found);
      return;
    }
    setStatus("sending");
    idempotencyKey.current ??= newIdempotencyKey();
    const result = await submitInquiry({ ...input, language: lang }, idempotencyKey.current);
    if (result.ok) {
      idempotencyKey.current = null;
      setPhone("");
      updateClientState((state) => ({ ...state, contactDraft: defaultClientState.contactDraft }));
      setStatus("success");
      trackEvent("contact_submitted", { service: input.service || "unspecified" });
    } else if (result.errors && hasErrors(result.errors)) {
      setErrors(result.errors);
      setStatus("idle");
      focusFirstInvalid(result.errors);
    } else {
      setStatus("error");
    }
  };

  const field = (name: InquiryField) => {
    const error = errors[name];
    return {
      id: `${id}-${name}`,
      name,
      value: values[name],
      // The draft shows before React wakes (app/shell/islands/saved-input.ts); the phone is not kept.
      "data-saved": name === "phone" ? undefined : `contactDraft.${name}`,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${name}-error` : undefined,
      className: `mt-1 block w-full rounded-lg border bg-surface px-3 py-2.5 text-ink ${
        error ? "border-red-600 dark:border-red-400" : "border-line"
      }`,
    };
  };
  const errorText = (name: InquiryField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-red-700 text-sm dark:text-red-300">
        {errors[name]}
      </p>
    ) : null;
  const label = (name: InquiryField, english: string, required = false) => (
    <label htmlFor={`${id}-${name}`} className="font-medium text-sm">
      {text(english)}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );

  return (
    <form
      ref={formRef}
      method="post"
      action={INQUIRIES_API_PATH}
      data-island="saved-input"
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="font-bold text-2xl">
        {title}
      </h2>
      <p className="mt-2 text-ink-muted text-sm">{intro}</p>

      <div ref={bannerRef} tabIndex={-1} className="outline-none" aria-live="polite">
        {status === "success" && (
          <div
            role="status"
            className="mt-6 rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100"
          >
            <p className="font-semibold">{text(SUCCESS_TITLE)}</p>
            <p className="mt-1 text-sm">{text(SUCCESS_TEXT)}</p>
          </div>
        )}
        {status === "error" && (
          <div
            role="alert"
            className="mt-6 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
          >
            <p className="font-semibold">{text(ERROR_TITLE)}</p>
            <p className="mt-1 text-sm">{text(ERROR_TEXT)}</p>
          </div>
        )}
      </div>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div>
          {label("name", "Name", true)}
          <input
            {...field("name")}
            type="text"
            autoComplete="name"
            required
            minLength={2}
            onChange={(e) => setValue("name", e.target.value)}
          />
          {errorText("name")}
        </div>
        <div>
          {label("email", "Email", true)}
          <input
            {...field("email")}
            type="email"
            autoComplete="email"
            required
            onChange={(e) => setValue("email", e.target.value)}
          />
          {errorText("email")}
        </div>
        <div>
          {label("company", "Company (optional)")}
          <input
            {...field("company")}
            type="text"
            autoComplete="organization"
            onChange={(e) => setValue("company", e.target.value)}
          />
          {errorText("company")}
        </div>
        <div>
          {label("phone", "Phone (optional)")}
          <input
            {...field("phone")}
            type="tel"
            autoComplete="tel"
            onChange={(e) => setValue("phone", e.target.value)}
          />
          {errorText("phone")}
        </div>
        <div className="sm:col-span-2">
          {label("service", "Service of interest (optional)")}
          <select {...field("service")} data-from-query="topic" onChange={(e) => setValue("service", e.target.value)}>
            <option value="">{text("Choose a service")}</option>
            {inquiryTopics.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topicLabels?.[topic.value] ?? topic.label}
              </option>
            ))}
          </select>
          {errorText("service")}
        </div>
        <div className="sm:col-span-2">
          {label("message", "Message", true)}
          <textarea
            {...field("message")}
            rows={6}
            required
            minLength={10}
            placeholder={text("What would you like to automate or build?")}
            onChange={(e) => setValue("message", e.target.value)}
          />
          {errorText("message")}
        </div>
      </div>

      {/* Bots fill every field; people never see this one. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{text("Leave this field empty")}</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      {/* The language of the page, so the team replies in it and a post without JavaScript is answered in it. */}
      <input type="hidden" name="language" value={lang} />
      <button
        type="submit"
        disabled={status === "sending"}
        className={`${actionStyle({ size: "form" })} mt-6 w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto`}
      >
        {text(status === "sending" ? "Sending Message..." : "Send Message")}
      </button>
    </form>
  );
}
