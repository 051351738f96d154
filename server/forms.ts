import type { FastifyRequest } from "fastify";
import { escapeHtml } from "./escape-html";

/** A plain HTML form post (a visitor without JavaScript), as opposed to the app's JSON call. */
export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
}

const slot = /(<ul id="form-problems"[^>]*>)\s*(<\/ul>)/;

/**
 * The page a visitor without JavaScript sees when a form post did not go through: the
 * prerendered /contact/problem page with the reasons filled into its list.
 */
export function renderProblemPage(template: string | null, problems: readonly string[]): string {
  const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("");
  if (template && slot.test(template)) return template.replace(slot, `$1${items}$2`);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Your message was not sent</title></head><body><h1>Your message was not sent</h1><ul>${items}</ul><p><a href="/contact">Back to the contact form</a></p></body></html>`;
}
