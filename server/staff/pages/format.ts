import { inquiryTopics } from "../../../app/content/inquiry-topics";
import { firstLetters, letterCount } from "../../../app/lib/inquiry/letters";

const istFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "28 Nov 2026, 11:49 pm IST": the team works in Chennai. */
export const istTime = (iso: string) => `${istFormat.format(new Date(iso))} IST`;

/** The first `length` letters of a text on one line, never cutting a letter in two. */
export function excerpt(text: string, length = 140): string {
  const line = text.replace(/\s+/g, " ").trim();
  return letterCount(line) > length ? `${firstLetters(line, length - 1)}…` : line;
}

/** The contact form's name for a topic ("rpa" is "Robotic process automation (RPA)"). */
export const topicLabel = (value: string) => inquiryTopics.find((topic) => topic.value === value)?.label ?? value;
