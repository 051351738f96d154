import type { ReactNode } from "react";

/**
 * Markup that a page without React shows on demand (the phone menu, the cookie notice): written
 * into the prerendered HTML as a `<template>`, which the shell script copies from. React, where
 * it hydrates, leaves the template as it found it; pass the content as
 * `import.meta.env.SSR && <Content />` so the browser bundle does not carry it.
 */
export function PrerenderedTemplate({ name, children }: { name: string; children: ReactNode }) {
  const attributes = { [`data-${name}-template`]: "" };
  if (!import.meta.env.SSR) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string; the prerendered template stays
    return <template {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  }
  return <template {...attributes}>{children}</template>;
}
