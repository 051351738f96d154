/**
 * Click-to-chat links (wa.me): they open the WhatsApp app on a phone and WhatsApp Web on a
 * desktop, with a first message already typed that tells the team where the visitor came from.
 */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** A fixed English text with its {name} slots filled in: in a component, the page's (useText). */
export type TextOf = (english: string, values: Readonly<Record<string, string>>) => string;

const fillIn: TextOf = (english, values) => english.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

/**
 * The first message: names the page the visitor is reading, taken from its title without the
 * brand. `text` gives it in the page's language (useText in a component); English without it.
 */
export function whatsappGreeting(brand: string, pageTitle: string | null, text: TextOf = fillIn): string {
  const page = pageTitle?.split(" | ")[0]?.trim();
  return page && page !== brand
    ? text('Hi {brand}, I\'m looking at your "{page}" page and have a question.', { brand, page })
    : text("Hi {brand}, I'm looking at your website and have a question.", { brand });
}
