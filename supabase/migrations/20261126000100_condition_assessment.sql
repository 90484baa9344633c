-- /condition-assessment saves its report to My Calculations (docs/ai-tools.md,
-- "Condition assessment"): kind 'condition-assessment', the readings (compact),
-- the checklist and the room in `inputs`, within the existing 64 KB size check.
-- The kinds come from the tool registry (src/config/tools.ts);
-- saved-kinds.node.test.ts holds this check to it.
alter table public.saved_calculations drop constraint saved_calculations_kind_check;
alter table public.saved_calculations add constraint saved_calculations_kind_check
  check (kind in ('cost', 'climate', 'capacity', 'roi', 'suitability', 'asset-valuation', 'investment-summary', 'cellar-design', 'condition-assessment'));
