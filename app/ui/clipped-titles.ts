/**
 * Names cut short by CSS (an ellipsis where a row or chip is short of room) show whole as a tooltip
 * when the pointer rests on them. The title is set only then, and only on the ones actually cut: the
 * server sends no `title` attribute with every team name and game chip (issue 12: page weight, about
 * 3 KB of the home page), and a name shown whole gets no tooltip repeating it.
 */

/** The elements CSS may cut with an ellipsis. */
export const CLIPPED_SELECTOR = [
  '.match-row__team',
  '.match-card__team',
  '.match-card__league',
  '.game-chip__name',
  '.league-group__name .league-group__link',
  '.match-row__link > .match-status > *',
].join(',');

interface Measurable {
  scrollWidth: number;
  clientWidth: number;
  childNodes: ArrayLike<{ nodeType: number; nodeValue: string | null }>;
}

const TEXT_NODE = 3;

/** The text of an element itself, not that of badges inside it (such as a red-card count). */
function ownText(el: Measurable): string {
  let text = '';
  for (let i = 0; i < el.childNodes.length; i++) {
    const node = el.childNodes[i];
    if (node?.nodeType === TEXT_NODE) text += node.nodeValue ?? '';
  }
  return text.trim();
}

/**
 * The tooltip of the element under the pointer, given the names it shows (itself, or its children
 * that CSS may cut: a row's link shows both teams): all of them whole, when one of them is wider
 * than its box; otherwise none.
 */
export function clippedTitle(names: readonly Measurable[]): string | null {
  if (!names.some((el) => el.scrollWidth > el.clientWidth)) return null;
  const text = names.map(ownText).filter(Boolean).join(' – ');
  return text || null;
}

/**
 * Sets or clears the titles as the pointer comes over cut names; returns the uninstaller. The title
 * goes on the element the pointer is over: a row's link covers the whole row (its `::after`), so
 * away from the names it is the link that shows both teams' names; over a name (a link to its team,
 * above the row's link) the name itself.
 */
export function installClippedTitles(doc: Document): () => void {
  const titled = new WeakSet<Element>();
  const over = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    if (target.hasAttribute('title') && !titled.has(target)) return;
    // A row's or card's link (its status, covering it) shows the names of the teams beside it.
    const holder = target.matches('.match-row__link, .match-card__link')
      ? (target.parentElement?.querySelector(':scope > :is(.match-row__teams, .match-card__teams)') ?? target)
      : target;
    const names = target.matches(CLIPPED_SELECTOR)
      ? [target]
      : [...holder.children].filter((child) => child.matches(CLIPPED_SELECTOR));
    if (names.length === 0) return;
    const title = clippedTitle(names);
    if (title) {
      target.title = title;
      titled.add(target);
    } else if (titled.has(target)) {
      target.removeAttribute('title');
      titled.delete(target);
    }
  };
  doc.addEventListener('pointerover', over, { passive: true });
  return () => doc.removeEventListener('pointerover', over);
}
