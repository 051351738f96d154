import type { ReactNode } from "react";

/**
 * Markup shown on demand (the phone menu, the chat panel's frame, the cookie notice): written into
 * the page as a `<template>`, which the shell script copies from.
 */
export function PrerenderedTemplate({ name, children }: { name: string; children: ReactNode }) {
  const attributes = { [`data-${name}-template`]: "" };
  return <template {...attributes}>{children}</template>;
}
