// Scrolling on /settings (spec part 2 §2): a position saved in this history entry comes back
// (back, forward, reload); otherwise the address's anchor is scrolled to smoothly, 60 px below the
// header; otherwise the page starts at the top. The sections load lazily, so this runs once all
// have rendered.

/** The header's height and a little air. */
export const HEADER_OFFSET_PX = 60;
const STATE_KEY = 'printdeckSettingsScroll';

function entryState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/** Remembers the page's position in the current history entry. */
export function saveScrollPosition(): void {
  window.history.replaceState({ ...entryState(), [STATE_KEY]: window.scrollY }, '');
}

export function savedScrollPosition(): number | null {
  const saved = entryState()[STATE_KEY];
  return typeof saved === 'number' && Number.isFinite(saved) ? saved : null;
}

/** Scrolls to a section; `mark` puts its anchor in the address. */
export function scrollToSection(id: string, mark: boolean): void {
  const target = document.getElementById(id);
  if (!target) return;
  if (mark) window.history.replaceState(entryState(), '', `#${id}`);
  const top = target.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
}

/** The scroll rule, once the sections have rendered. */
export function restoreScroll(): void {
  const saved = savedScrollPosition();
  if (saved !== null) {
    window.scrollTo(0, saved);
    return;
  }
  const hash = decodeURIComponent(window.location.hash.slice(1));
  if (hash && document.getElementById(hash)) {
    scrollToSection(hash, false);
    return;
  }
  window.scrollTo(0, 0);
}

/** The section in view: the last one whose top has passed the header. */
export function sectionInView(ids: readonly string[]): string | undefined {
  let current = ids[0];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top - HEADER_OFFSET_PX <= 1) current = id;
  }
  const bottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  return bottom && window.scrollY > 0 ? ids[ids.length - 1] : current;
}
