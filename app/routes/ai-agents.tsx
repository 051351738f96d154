import { EmailSignupForm } from "~/components/sections/EmailSignupForm";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { aiAgentsPage } from "~/content/ai-solutions";
import { ReactIsland } from "~/islands/ReactIsland";
import { cardColumns } from "~/lib/card-columns";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";

export const loader = pageLoader((_path, page) => ({ page, content: aiAgentsPage }));

export default function AiAgents({ loaderData: { content } }: PageProps<typeof loader>) {
  const { channels, capabilities, improvements, integrations, waitlist } = content;
  return (
    <>
      <PageHero hero={content.hero} />
      <Section intro={channels}>
        <ul className="grid justify-center gap-6 md:grid-cols-2 xl:grid-cols-3">
          {channels.items.map((channel) => (
            <li
              key={channel.name}
              className="flex w-full max-w-[450px] flex-col rounded-3xl border border-line bg-surface-muted p-6 md:h-[600px]"
            >
              <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
                {channel.name}
              </p>
              <h3 className="mt-2 font-bold text-xl">{channel.headline}</h3>
              <p className="mt-2 text-ink-muted">{channel.description}</p>
              {/* A chat window filling the rest of the tile (the tile is 600 px tall from tablet width), newest message at the bottom. */}
              <ul
                className="mt-6 flex flex-1 flex-col justify-end gap-2 rounded-2xl border border-line bg-surface p-3"
                aria-label={`Example ${channel.name} conversation`}
              >
                {channel.example.map((message) => (
                  <li
                    key={message.text}
                    className={`flex ${message.from === "agent" ? "justify-start" : "justify-end"}`}
                  >
                    <p
                      className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${
                        message.from === "agent" ? "bg-surface-muted text-ink" : "bg-brand-700 text-white"
                      }`}
                    >
                      <span className="sr-only">{message.from === "agent" ? "Agent: " : "Customer: "}</span>
                      {message.text}
                    </p>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section intro={capabilities} muted>
        <ul className={`grid gap-6 ${cardColumns(capabilities.items.length, 3)}`}>
          {capabilities.items.map((item) => (
            <li key={item.title}>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-ink-muted text-sm">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section intro={improvements}>
        <ul className={`grid gap-6 ${cardColumns(improvements.items.length, 2)}`}>
          {improvements.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-line p-6">
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-ink-muted text-sm">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section intro={integrations} muted>
        <ul className="flex flex-wrap gap-2">
          {integrations.items.map((name) => (
            <li key={name} className="rounded-full border border-line bg-surface px-4 py-1.5 text-sm">
              {name}
            </li>
          ))}
        </ul>
      </Section>
      <section id="waitlist" className="scroll-mt-20 bg-brand-800 text-white">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <h2 className="font-bold text-3xl tracking-tight">{waitlist.heading}</h2>
          <p className="mt-3 text-brand-100 text-lg">{waitlist.text}</p>
          <div className="mt-8">
            <ReactIsland
              name="newsletter"
              component={EmailSignupForm}
              props={{ source: "waitlist", copy: waitlist.form, tone: "onBrand" }}
            />
          </div>
        </div>
      </section>
    </>
  );
}
