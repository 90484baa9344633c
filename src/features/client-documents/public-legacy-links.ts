/** For the business tools whose pages old mailed links still open: forward them to the client's page. */
export { forwardLegacyLinks } from './legacy-link.tsx';
