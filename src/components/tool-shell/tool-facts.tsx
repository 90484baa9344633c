/**
 * A business tool's public page explains the tool before the role gate: a
 * titled card of short facts (what it checks, how it works). One component,
 * so every such page reads alike.
 */
interface ToolFactsProps {
  id: string;
  title: string;
  facts: ReadonlyArray<readonly [string, string]>;
}

export function ToolFacts({ id, title, facts }: ToolFactsProps) {
  return (
    <section aria-labelledby={id} className="card p-6 sm:p-8">
      <h2 id={id} className="font-sans text-lg font-semibold text-cream-50">
        {title}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {facts.map(([what, how]) => (
          <div key={what}>
            <dt className="font-medium text-cream-100">{what}</dt>
            <dd className="text-sm text-mist-300">{how}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
