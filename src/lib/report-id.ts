/**
 * A saved report's id from its inputs (FNV-1a): the same inputs give the same
 * id, so Save knows when these exact inputs are already saved, and the link
 * `?report=<id>` finds the row among the visitor's own saved calculations.
 */
export function reportIdFor(prefix: string, inputs: unknown): string {
  const text = JSON.stringify(inputs);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${prefix}-${h.toString(36)}`;
}
