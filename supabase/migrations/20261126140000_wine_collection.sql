-- /wine-collection-ai saves a collection to My Calculations (docs/ai-tools.md,
-- "Wine collection"): kind 'wine-collection', the wines (compact, at most 300
-- lines) and the storage settings in `inputs`, within the 64 KB size check.
-- The kinds come from the tool registry (src/config/tools.ts);
-- saved-kinds.node.test.ts holds this check to it.
alter table public.saved_calculations drop constraint saved_calculations_kind_check;
alter table public.saved_calculations add constraint saved_calculations_kind_check
  check (kind in ('cost', 'climate', 'capacity', 'roi', 'suitability', 'asset-valuation', 'investment-summary', 'cellar-design', 'condition-assessment', 'unit-health', 'wine-collection'));
