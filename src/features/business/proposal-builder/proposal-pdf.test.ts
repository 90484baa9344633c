import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { costInputSchema } from '@domain/estimator/schemas.ts';
import { buildProposal } from '@domain/proposal/proposal.ts';
import { pdfFileName, proposalPdf } from './proposal-pdf.ts';

describe('the proposal PDF', () => {
  it('is a real PDF with the client’s name in its title, and survives text the standard fonts cannot draw', async () => {
    const document = buildProposal({ inputs: costInputSchema.parse({ bottles: 2400, rackingMaterial: 'pine', glass: 'none', door: 'solid-insulated' }), pricePoint: 'mid', upgrades: ['glass-door'] });
    const blob = await proposalPdf({ version: 2, clientName: 'Zoë Ångström', message: 'Room ≈ 12 m² → ready ✓', document, datedAt: '2026-11-26T10:00:00Z', acceptedAt: null, acceptedName: null });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getTitle()).toBe('Proposal for Zoë Ångström, version 2');
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdfFileName({ clientName: 'Zoë Ångström', version: 2 })).toBe('proposal-zoe-angstrom-v2.pdf');
  });
});
