import type { FaqItem, SectionIntro } from "~/content/types";
import { FaqList } from "./FaqList";
import { Section } from "./Section";

/** A page's questions and answers as a section of their own, in a readable column. */
export function FaqSection({
  intro,
  items,
  muted,
}: {
  intro: SectionIntro;
  items: readonly FaqItem[];
  muted?: boolean;
}) {
  return (
    <Section intro={intro} muted={muted}>
      <div className="max-w-3xl">
        <FaqList items={items} />
      </div>
    </Section>
  );
}
