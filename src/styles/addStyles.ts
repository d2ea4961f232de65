/**
 * Adds styles imported as text (`import css from './x.css?text'`, see src/plugins/cssAsText) to the
 * page. Called once, when the chunk that needs them loads, so a visit that never loads that chunk
 * downloads none of them.
 */
export function addStyles(css: string): void {
  if (typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}
