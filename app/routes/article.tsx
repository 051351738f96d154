import { NotFound } from "~/components/ui/NotFound";
import { PlaceholderPage } from "~/components/ui/PlaceholderPage";
import { findArticle } from "~/content/articles";
import { notFoundHead } from "~/lib/not-found-head";
import { pageHead } from "~/lib/seo";
import type { Route } from "./+types/article";

export const meta: Route.MetaFunction = ({ params }) => {
  const article = findArticle(params.slug);
  if (!article) return notFoundHead();
  return pageHead({
    path: `/blog/${article.slug}`,
    title: article.title,
    description: article.excerpt,
    type: "article",
  });
};

export default function Article({ params }: Route.ComponentProps) {
  const article = findArticle(params.slug);
  if (!article) return <NotFound />;
  return (
    <PlaceholderPage
      page={{
        heading: article.title,
        title: article.title,
        description: article.excerpt,
        placeholder: "coming-soon",
        summary: `${article.excerpt} The full article (${article.readTime}) is being edited.`,
      }}
    />
  );
}
