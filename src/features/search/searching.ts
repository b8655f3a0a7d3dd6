/** The overlay's parts for a search typed, loaded on the first key (./parts.ts). */
export { readSearchAnswer } from './answer.ts';
export { FilterFacets } from './FilterFacets.tsx';
export { Results } from './Results.tsx';
