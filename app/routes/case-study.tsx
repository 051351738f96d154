import { NotFound } from "~/components/ui/NotFound";
import { PlaceholderPage } from "~/components/ui/PlaceholderPage";
import { findCaseStudy } from "~/content/case-studies";
import { notFoundHead } from "~/lib/not-found-head";
import { pageHead } from "~/lib/seo";
import type { Route } from "./+types/case-study";

export const meta: Route.MetaFunction = ({ params }) => {
  const study = findCaseStudy(params.slug);
  if (!study) return notFoundHead();
  return pageHead({
    path: `/case-studies/${study.slug}`,
    title: `${study.title}: Case Study`,
    description: study.description,
    type: "article",
  });
};

export default function CaseStudy({ params }: Route.ComponentProps) {
  const study = findCaseStudy(params.slug);
  if (!study) return <NotFound />;
  return (
    <PlaceholderPage
      page={{
        heading: study.title,
        title: study.title,
        description: study.description,
        placeholder: "coming-soon",
        summary: `${study.description} The full story of this ${study.category.toLowerCase()} project is being written up.`,
      }}
    />
  );
}
