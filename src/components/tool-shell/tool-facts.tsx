/** A business tool's public page: what the tool looks at, as a titled list anyone can read before signing in. */
export function ToolFacts({ id, title, facts }: { id: string; title: string; facts: ReadonlyArray<readonly [string, string]> }) {
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
