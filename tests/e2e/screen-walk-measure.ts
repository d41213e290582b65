// What the screen walk measures in the page as it stands: the box of every control a person taps
// (at least 44×44 CSS px, WCAG 2.5.5) and anything cut off sideways (the page wider than the
// window, or an element past its left or right edge outside a scroller made for it).
import type { Page } from 'playwright-core';

export const minTarget = 44;

export interface Measured {
  /** Controls smaller than 44×44: "button «name» 30×30". */
  small: string[];
  /** "page 412 > 390" or "div «text» right 437 > 390". */
  cutOff: string[];
  /** Links inside running text, exempt per WCAG 2.5.8's inline exception (named, to stay few). */
  inline: string[];
}

/** Runs in the page: kept self-contained (no imports, no closures over node values). */
function measureInPage(minTarget: number): Measured {
  const tappable = 'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=checkbox], '
    + '[role=radio], [role=tab], [role=menuitem], [role=option], [role=switch], [role=combobox]';
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.getAttribute('title') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ');
    const label = text || (el as HTMLInputElement).labels?.[0]?.innerText.trim() || el.getAttribute('name') || '';
    const role = el.getAttribute('role');
    const type = el instanceof HTMLInputElement ? `[type=${el.type}]` : '';
    // Where it sits names who owns it: the top bar and menu are the shell's, the rest the screen's.
    const region = el.closest('header') ? 'top bar' : el.closest('[role=dialog]') ? 'dialog' : el.closest('nav, .MuiDrawer-root') ? 'menu' : 'screen';
    return `[${region}] ${el.tagName.toLowerCase()}${type}${role ? `[role=${role}]` : ''} «${label.slice(0, 40)}»`;
  };
  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })
    && !el.closest('[aria-hidden=true], [inert]');
  // A link that is one of the words of a sentence: its parent holds text of its own beside it.
  const inRunningText = (el: Element) => el.tagName === 'A' && el.parentElement !== null
    && [...el.parentElement.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');

  const small: string[] = [];
  const inline: string[] = [];
  for (const el of document.querySelectorAll(tappable)) {
    if (!shown(el)) continue;
    if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // Half a pixel of rounding (a 43.5 px box from fractional padding draws as 44).
    if (box.width >= minTarget - 0.5 && box.height >= minTarget - 0.5) continue;
    if (inRunningText(el)) { inline.push(name(el)); continue; }
    small.push(`${name(el)} ${Math.round(box.width)}×${Math.round(box.height)}`);
  }

  const cutOff: string[] = [];
  const width = window.innerWidth;
  const pageWidth = document.scrollingElement!.scrollWidth;
  if (pageWidth > width) cutOff.push(`page ${pageWidth} > ${width}`);
  // Inside a box that clips or scrolls sideways the element is that box's business: the box
  // itself is measured (a table in its scroller, a text cut with an ellipsis on purpose).
  const clipped = (el: Element) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const overflow = getComputedStyle(up).overflowX;
      if (overflow !== 'visible') return true;
    }
    return false;
  };
  for (const el of document.body.querySelectorAll('*')) {
    if (!(el instanceof HTMLElement || el instanceof SVGSVGElement)) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right <= width + 1 && box.left >= -1) continue;
    if (!shown(el) || clipped(el)) continue;
    // One line for the outermost element that sticks out, not for each of its children.
    const parent = el.parentElement?.getBoundingClientRect();
    if (parent && (parent.right > width + 1 || parent.left < -1) && el.parentElement !== document.body) continue;
    const edge = box.right > width + 1 ? `right ${Math.round(box.right)} > ${width}` : `left ${Math.round(box.left)} < 0`;
    cutOff.push(`${name(el)} ${edge}`);
  }
  return { small, cutOff, inline };
}

export function measure(page: Page): Promise<Measured> {
  return page.evaluate(measureInPage, minTarget);
}
