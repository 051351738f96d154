/**
 * Click-to-chat links (wa.me): they open the WhatsApp app on a phone and WhatsApp Web on a
 * desktop, with a first message already typed that tells the team where the visitor came from.
 */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** The first message: names the page the visitor is reading, taken from its title without the brand. */
export function whatsappGreeting(brand: string, pageTitle: string | null): string {
  const page = pageTitle?.split(" | ")[0]?.trim();
  return page && page !== brand
    ? `Hi ${brand}, I'm looking at your "${page}" page and have a question.`
    : `Hi ${brand}, I'm looking at your website and have a question.`;
}
