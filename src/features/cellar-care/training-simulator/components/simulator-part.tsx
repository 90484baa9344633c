/** What the page loads once it is interactive: the scenarios, the own-room form and the simulator's texts. */
export { ScenarioTrainer } from './scenario-trainer.tsx';
export { OwnRoom } from './own-room.tsx';
