-- The AI tools' platform (docs/ai-tools.md).
--
-- A cellar design from /visual-designer is saved like a calculation: one row
-- of public.saved_calculations (owner-only RLS, listed in My Calculations),
-- kind 'cellar-design', the plan's link parameters in `inputs` and its
-- shareable link in `summary.link`. The kinds come from the tool registry (src/config/tools.ts);
-- saved-kinds.node.test.ts holds this check to it.
alter table public.saved_calculations drop constraint saved_calculations_kind_check;
alter table public.saved_calculations add constraint saved_calculations_kind_check
  check (kind in ('cost', 'climate', 'capacity', 'roi', 'suitability', 'asset-valuation', 'investment-summary', 'cellar-design'));

-- What one row may hold, whatever the client sends (a design's inputs are a
-- few hundred characters; the browser re-checks a plan before drawing it).
alter table public.saved_calculations add constraint saved_calculations_inputs_size_check
  check (pg_column_size(inputs) <= 65536);
