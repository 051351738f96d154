import { Picture } from "~/components/illustrations/Picture";
import { CtaBand } from "~/components/sections/CtaBand";
import { FigureList } from "~/components/sections/FigureList";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { StepList } from "~/components/sections/StepList";
import { aboutPage } from "~/content/about";
import * as tamil from "~/content/ta/about";
import { pageLoader } from "~/lib/page-head";
import { useText } from "~/lib/page-language";
import type { PageProps } from "~/lib/route-module";

export const loader = pageLoader((_path, page, lang) => ({
  page,
  content: lang === "ta" ? tamil.aboutPage : aboutPage,
}));

function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </div>
  );
}

export default function About({ loaderData: { content } }: PageProps<typeof loader>) {
  const text = useText();
  const { nameStory, whoWeAre, visionMission, values, advantage, stats, team, story } = content;
  return (
    <>
      <PageHero
        hero={content.hero}
        aside={
          <div>
            <Picture visual={content.hero.visual} priority />
            <ul className="mt-6 flex flex-wrap gap-3 lg:justify-end" aria-label={text("What we do")}>
              {content.hero.pills.map((pill) => (
                <li
                  key={pill}
                  className="rounded-full border border-brand-300 bg-surface px-5 py-2 font-semibold text-brand-800 dark:border-brand-700 dark:text-brand-200"
                >
                  {pill}
                </li>
              ))}
            </ul>
          </div>
        }
      />
      <Section intro={nameStory}>
        <Paragraphs paragraphs={nameStory.paragraphs} />
      </Section>
      <Section intro={whoWeAre} muted>
        <Paragraphs paragraphs={whoWeAre.paragraphs} />
      </Section>
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          {[visionMission.vision, visionMission.mission].map((block) => (
            <div key={block.title} className="rounded-2xl border border-line p-8">
              <h2 className="font-bold text-2xl">{block.title}</h2>
              <p className="mt-3 text-ink-muted text-lg">{block.text}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section intro={values} muted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {values.items.map((value) => (
            <li key={value.title} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-semibold text-lg">{value.title}</h3>
              <p className="mt-2 text-ink-muted text-sm">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section intro={advantage}>
        <StepList steps={advantage.steps} />
      </Section>
      <Section intro={stats} muted>
        <FigureList figures={stats.figures} />
      </Section>
      <Section intro={team}>
        <FigureList figures={team.figures} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {team.roles.map((member) => (
            <li key={member.role} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-semibold text-lg">{member.role}</h3>
              <p className="mt-1 font-medium text-brand-700 text-sm dark:text-brand-300">{member.when}</p>
              <p className="mt-3 text-ink-muted">{member.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section intro={story} muted>
        <Paragraphs paragraphs={story.paragraphs} />
      </Section>
      <CtaBand cta={content.closing} />
    </>
  );
}
