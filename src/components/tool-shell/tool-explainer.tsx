/**
 * What a business tool does, on its public page: a titled list of what it
 * does and how, readable by anyone before the role gate below it.
 */
export function ToolExplainer({ id, title, items }: { id: string; title: string; items: ReadonlyArray<readonly [string, string]> }) {
  return (
    <section aria-labelledby={id} className="card p-6 sm:p-8">
      <h2 id={id} className="font-sans text-lg font-semibold text-cream-50">
        {title}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {items.map(([what, how]) => (
          <div key={what}>
            <dt className="font-medium text-cream-100">{what}</dt>
            <dd className="text-sm text-mist-300">{how}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
