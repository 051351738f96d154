/** A short list with brand-coloured bullets (features, points, benefits). */
export function BulletList({
  items,
  className = "space-y-1.5 text-sm",
}: {
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
