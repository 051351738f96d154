import { type FormEvent, useEffect, useId, useState } from "react";
import { NEWSLETTER_API_PATH } from "~/api-contract";
import type { EmailSignupCopy } from "~/content/types";
import { useClientState } from "~/hooks/useClientState";
import { trackEvent } from "~/lib/analytics";
import { updateClientState } from "~/lib/client-state";
import { cleanEmail, emailMessages, isValidEmail } from "~/lib/inquiry/email";
import { useTamil } from "~/lib/page-language";
import { actionStyle } from "../ui/action-style";

type Status = "idle" | "sending" | "subscribed" | "already" | "error";

const tones = {
  onBrand: {
    input: "border-white/40 bg-white text-slate-900",
    button: "onBrand",
    message: "bg-white/10",
    fieldError: "text-white",
  },
  plain: {
    input: "border-line bg-surface text-ink",
    button: "primary",
    message: "bg-brand-50 text-brand-900 dark:bg-brand-950 dark:text-brand-100",
    fieldError: "text-red-700 dark:text-red-300",
  },
} as const;

/**
 * An email sign-up (the blog newsletter, the AI agents waitlist) posting to /api/newsletter.
 * The address is remembered in the client state (`newsletterEmail`) once it is on the list.
 */
export function EmailSignupForm({
  source,
  copy,
  tone = "plain",
}: {
  source: "blog" | "waitlist";
  copy: EmailSignupCopy;
  tone?: keyof typeof tones;
}) {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState<string | null>(null);
  const remembered = useClientState((state) => state.newsletterEmail);
  const messages = useTamil()?.emailMessages ?? emailMessages;
  const id = useId();
  const style = tones[tone];
  // Offer the address used last time; after hydration, as prerendered pages know no visitor.
  useEffect(() => {
    if (remembered) setEmail((current) => current || remembered);
  }, [remembered]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = cleanEmail(email);
    if (!isValidEmail(value)) {
      setError(value ? messages.invalid : messages.required);
      return;
    }
    setError(null);
    setStatus("sending");
    try {
      const response = await fetch(NEWSLETTER_API_PATH, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: value, source }),
      });
      if (!response.ok) throw new Error(`Newsletter answered ${response.status}`);
      const body = (await response.json().catch(() => ({}))) as { status?: string };
      setStatus(body.status === "already_subscribed" ? "already" : "subscribed");
      updateClientState((state) => ({ ...state, newsletterEmail: value }));
      trackEvent("newsletter_subscribed", { source });
    } catch {
      setStatus("error");
    }
  };

  if (status === "subscribed" || status === "already") {
    return (
      <p role="status" className={`rounded-lg p-4 font-medium ${style.message}`}>
        {status === "already" ? copy.already : copy.success}
      </p>
    );
  }
  return (
    <form
      method="post"
      action={NEWSLETTER_API_PATH}
      data-island="saved-input"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <input type="hidden" name="source" value={source} />
      <div className="flex-1">
        <label htmlFor={`${id}-email`} className="sr-only">
          {copy.label}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          data-saved="newsletterEmail"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={copy.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`w-full rounded-lg border px-4 py-3 ${style.input}`}
        />
        {error && (
          <p id={`${id}-error`} className={`mt-1 text-sm ${style.fieldError}`}>
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={status === "sending"}
        className={`${actionStyle({ variant: style.button, size: "form" })} disabled:opacity-70`}
      >
        {status === "sending" ? copy.sending : copy.button}
      </button>
      {status === "error" && (
        <p role="alert" className={`text-sm sm:basis-full ${style.fieldError}`}>
          {copy.error}
        </p>
      )}
    </form>
  );
}
