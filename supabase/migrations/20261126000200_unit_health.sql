-- /predictive-maintenance saves a cooling unit's log to My Calculations
-- (docs/ai-tools.md, "Predictive maintenance"): kind 'unit-health', the unit
-- and its daily readings (compact) in `inputs`, within the 64 KB size check.
-- The kinds come from the tool registry (src/config/tools.ts);
-- saved-kinds.node.test.ts holds this check to it.
alter table public.saved_calculations drop constraint saved_calculations_kind_check;
alter table public.saved_calculations add constraint saved_calculations_kind_check
  check (kind in ('cost', 'climate', 'capacity', 'roi', 'suitability', 'asset-valuation', 'investment-summary', 'cellar-design', 'condition-assessment', 'unit-health'));
