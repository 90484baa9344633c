/**
 * A contractor's quote for a cellar, written here as a worked example (the
 * firm, the client and every figure are made up): the kind of document a
 * collector brings to the analyzer. It carries the faults the site's guides
 * call failure causes (a vapor barrier on the cellar side, R-13 walls, a
 * single-pane glass door, a unit below the room's load, a one-year warranty),
 * a framing line that mentions the door's rough opening, a ceiling written
 * as "9 ft ceilings", and an electrical line for the cooling unit. The unit
 * tests read it as text; tests/support/document-fixtures.ts prints it to a
 * PDF for the browser test.
 */
export const SUMMIT_QUOTE_LINES: readonly string[] = [
  'Summit Custom Builders, Inc.',
  '1820 Ridge Road, Fairfield, CT 06824',
  'PROPOSAL #2026-118 - November 12, 2026',
  'Client: M. Dupont - wine cellar in the finished basement',
  "Project: convert the 12' x 10' storage room into a wine cellar for about 1,200 bottles.",
  'The room has 9 ft ceilings and a poured concrete floor.',
  '',
  'Scope of work and pricing',
  '1. Demolition of existing shelving and haul-away ..... $950.00',
  '2. Framing and insulation: 2x4 walls with R-13 fiberglass batts, ceiling R-19, 6 mil poly vapor barrier stapled to the cellar side of the studs, door rough opening ..... $6,800.00',
  '3. Drywall (moisture-resistant green board), tape and paint ..... $2,400.00',
  '4. Mahogany wine racking: individual bottle racks and a display row ..... $17,900.00',
  '5. Self-contained through-the-wall cooling unit, 1,500 BTU/h, installed ..... $4,200.00',
  '6. Single-pane tempered glass door, 36 in x 80 in, aluminum frame ..... $2,650.00',
  '7. Porcelain tile floor and LED strip lighting ..... $3,300.00',
  '8. Electrical: dedicated 20 A circuit for the cooling unit ..... $850.00',
  '9. Permit and inspection fees ..... $400.00',
  '',
  'Subtotal ..... $39,450.00',
  'Sales tax (6.35% on materials) ..... $1,120.00',
  'Total ..... $40,570.00',
  '',
  'Payment: 50% deposit on signing, balance on completion.',
  'Warranty: 1-year limited warranty on workmanship and equipment.',
];

export const SUMMIT_QUOTE = SUMMIT_QUOTE_LINES.join('\n');

/**
 * A build quote (framing, wall insulation, a cooling unit) that is wrong by
 * what it leaves out: it never mentions a vapor barrier and insulates the
 * walls with nothing said of the ceiling. Made up, like the one above.
 */
export const SILENT_QUOTE_LINES: readonly string[] = [
  "Estimate: wine cellar 12' x 10', 9 ft ceiling, 1,200 bottles",
  '1. Framing: 2x6 walls, door rough opening $3,100',
  '2. Insulation: R-19 fiberglass batts in the walls $2,700',
  '3. Drywall, tape and paint $2,400',
  '4. Ducted split system, 4,000 BTU/h, installed $14,000',
  '5. Redwood racking $16,000',
  'Warranty: construction 5 years, cooling system 3 years',
];
