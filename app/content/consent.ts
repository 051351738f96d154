/** The cookie notice: shown only when the site is built with an analytics id. */
export const consentCopy = {
  label: "Cookie preferences",
  text: "We would like to use analytics cookies to learn which pages help visitors, so we can improve them. They are off unless you accept; the site works the same either way.",
  accept: "Accept analytics",
  decline: "Decline",
  privacy: { label: "How we use data", to: "/legal/privacy" },
  /** The footer button that brings the notice back. */
  change: "Cookie preferences",
} as const;
