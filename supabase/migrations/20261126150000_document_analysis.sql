-- /document-analyzer saves an analysis to My Calculations (docs/ai-tools.md,
-- "Document analyzer"): kind 'document-analysis', the text read from the
-- document (never the file) and the cellar it was priced for in `inputs`,
-- within the 64 KB size check. The kinds come from the tool registry
-- (src/config/tools.ts); saved-kinds.node.test.ts holds this check to it.
alter table public.saved_calculations drop constraint saved_calculations_kind_check;
alter table public.saved_calculations add constraint saved_calculations_kind_check
  check (kind in ('cost', 'climate', 'capacity', 'roi', 'suitability', 'asset-valuation', 'investment-summary', 'cellar-design', 'condition-assessment', 'unit-health', 'wine-collection', 'document-analysis'));
