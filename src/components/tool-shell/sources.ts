/**
 * The published sources behind a part of the estimator config, for the
 * "Assumptions and sources" panel. Each config figure names its `source`;
 * figures that are our own assumptions say so in the results instead.
 */
export function collectSources(...sections: unknown[]): string[] {
  const found = new Set<string>();
  const visit = (node: unknown, depth: number) => {
    if (depth > 8 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return;
    const record = node as Record<string, unknown>;
    // The business's own figures (business.ts) are its claims, not an outside source.
    if (typeof record.source === 'string' && !record.source.includes('business.ts')) found.add(publication(record.source));
    for (const value of Object.values(record)) visit(value, depth + 1);
  };
  for (const section of sections) visit(section, 0);
  return [...found].sort((a, b) => a.localeCompare(b));
}

/** "WhisperKOOL and Wine-Mate installation manuals: interior walls R-13 minimum" → the publication alone. */
function publication(source: string): string {
  const colon = source.indexOf(': ');
  return colon === -1 ? source : source.slice(0, colon);
}
