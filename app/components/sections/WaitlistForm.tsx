import { type FormEvent, useId, useState } from "react";
import { isValidEmail } from "~/lib/inquiry/validation";

type Status = "idle" | "sending" | "done" | "error";

/** Collects an email for the AI agents waitlist through the newsletter endpoint (source "waitlist"). */
export function WaitlistForm({ buttonLabel, success }: { buttonLabel: string; success: string }) {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!isValidEmail(value)) {
      setError(value ? "Please enter a valid email" : "Email is required");
      return;
    }
    setError(null);
    setStatus("sending");
    try {
      const response = await fetch("/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: value, source: "waitlist" }),
      });
      setStatus(response.ok ? "done" : "error");
    } catch {
      setStatus("error");
    }
  };

  if (status === "done") {
    return (
      <p role="status" className="rounded-lg bg-white/10 p-4 font-medium">
        {success}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <label htmlFor={`${id}-email`} className="sr-only">
          Your work email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@company.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full rounded-lg border border-white/40 bg-white px-4 py-3 text-slate-900"
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-white">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={status === "sending"}
        className="rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70"
      >
        {status === "sending" ? "Joining..." : buttonLabel}
      </button>
      {status === "error" && (
        <p role="alert" className="text-sm sm:basis-full">
          We could not add you just now. Please try again, or write to us from the contact page.
        </p>
      )}
    </form>
  );
}
