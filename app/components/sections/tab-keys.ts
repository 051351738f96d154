/** The tab a key moves to from tab `index` of `count` (arrows wrap around; Home, End); undefined for any other key. */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  return {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[key];
}
