import type { PageInfo } from "~/content/pages";
import { ButtonLink } from "./ButtonLink";
import { MessagePage } from "./MessagePage";

const eyebrows = {
  crafting: "We are crafting it",
  "coming-soon": "Content coming soon",
} as const;

/** A real page for content that is not written yet: its own heading, a message and ways onwards. */
export function PlaceholderPage({ page }: { page: PageInfo }) {
  return (
    <MessagePage
      eyebrow={eyebrows[page.placeholder ?? "coming-soon"]}
      heading={page.heading}
      actions={
        <>
          <ButtonLink to="/contact">Talk to our team</ButtonLink>
          <ButtonLink to="/services" variant="secondary">
            Explore our services
          </ButtonLink>
        </>
      }
    >
      <p>{page.summary ?? page.description}</p>
    </MessagePage>
  );
}
