/**
 * The reply buttons' addresses. WhatsApp's click-to-chat wants the number with its country
 * code and digits only: a ten-digit Indian mobile number ("98400 12345", "098400 12345")
 * gets 91 in front.
 */
export function whatsappNumber(phone: string): string | null {
  let digits = phone.replace(/\D/g, "");
  if (!phone.trim().startsWith("+") && digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  if (!phone.trim().startsWith("+") && digits.length === 10) digits = `91${digits}`;
  return digits.length >= 11 && digits.length <= 15 ? digits : null;
}

export function whatsappLink(phone: string, text: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}

/** A dialable number, with +91 in front of a ten-digit Indian number written without it. */
export function phoneLink(phone: string): string | null {
  const international = whatsappNumber(phone);
  if (international) return `tel:+${international}`;
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 6 ? `tel:${digits}` : null;
}

export function emailLink(email: string, subject: string): string | null {
  return email.includes("@")
    ? `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`
    : null;
}
