/** What Save keeps and the quote carries for a plan, for the tools that make one (the AI design concepts). */
export { designOutput } from './design-output.ts';
