import { ToolPage } from '@/components/tool-shell/tool-page.tsx';
import { afterHydration } from '@/components/ui/deferred.tsx';

// The scenarios and the simulator's texts load once the page is interactive; a run itself goes to a worker.
const loadPart = () => import('./components/simulator-part.tsx');
const Loading = () => (
  <p role="status" className="min-h-24 text-cream-100">
    Loading the simulator...
  </p>
);
const ScenarioTrainer = afterHydration<object>(() => loadPart().then((part) => ({ default: part.ScenarioTrainer })), <Loading />);
const OwnRoom = afterHydration<object>(() => loadPart().then((part) => ({ default: part.OwnRoom })), null);

export default function TrainingSimulatorPage() {
  return (
    <ToolPage slug="training-simulator">
      <div className="grid gap-10">
        <ScenarioTrainer />
        <OwnRoom />
      </div>
    </ToolPage>
  );
}
