/**
 * The document analyzer's extraction for other tools (the competitive
 * intelligence tool reads competitors' quotes with it): read a PDF, Word
 * file or photo in the browser, then find its figures. The readers load
 * their libraries only when a file of their kind is read.
 */
export { readDocument, type Reading } from './read/load-readers.ts';
export { ACCEPT } from './read/file-kind.ts';
export { readFindings, type Findings } from '@domain/document-analysis/findings.ts';
