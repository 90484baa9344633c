import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { costInputSchema } from '@domain/estimator/schemas.ts';
import { buildProposal } from '@domain/proposal/proposal.ts';
import { pdfFileName, proposalPdf } from './proposal-pdf.ts';

/** The text a PDF draws: each content stream inflated, each hex string (pdf-lib's `<…> Tj`) decoded. */
function drawnText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const pieces: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const body = raw.indexOf('\n', start) + 1;
    const end = raw.indexOf('endstream', body, 'latin1');
    try {
      const content = inflateSync(raw.subarray(body, end)).toString('latin1');
      for (const match of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) pieces.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    } catch {
      // Not a deflated content stream (an object stream, a font).
    }
    at = end + 9;
  }
  return pieces.join(' ');
}

describe('the proposal PDF', () => {
  const document = buildProposal({ inputs: costInputSchema.parse({ bottles: 2400, rackingMaterial: 'pine', glass: 'none', door: 'solid-insulated' }), pricePoint: 'mid', upgrades: ['glass-door'] });

  it('is a real PDF with the client’s name in its title, and survives text the standard fonts cannot draw', async () => {
    const blob = await proposalPdf({ version: 2, clientName: 'Zoë Ångström', message: 'Room ≈ 12 m² → ready ✓', document, datedAt: '2026-11-26T10:00:00Z', acceptedAt: null, acceptedName: null });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getTitle()).toBe('Proposal for Zoë Ångström, version 2');
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdfFileName({ clientName: 'Zoë Ångström', version: 2 })).toBe('proposal-zoe-angstrom-v2.pdf');
  });

  it('is the client’s document: its price, schedule and terms, and nothing of where the price sits in our range', async () => {
    const blob = await proposalPdf({ version: 1, clientName: 'Margaux Dupont', message: '', document, datedAt: '2026-11-26T10:00:00Z', acceptedAt: null, acceptedName: null });
    const text = drawnText(new Uint8Array(await blob.arrayBuffer()));
    expect(text).toContain('Payment schedule');
    expect(text).toContain('Proposal for Margaux Dupont');
    expect(text).not.toMatch(/estimate|estimator/i);
    // The labor and design lines in the client's words, not the shares they are priced at.
    expect(text).not.toMatch(/built lines|% of the project/);
    expect(text).toContain('with project management through construction');
  });
});
