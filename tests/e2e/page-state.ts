// What stood on a page when a step failed, for the failure's message: in CI a log is all there
// is, and a control that never came (an examination dialog's add button, a few times in CI and
// never in a replay) says nothing of why by itself.
import type { Page } from 'playwright-core';

export interface PageState {
  url: string;
  /** The page's visible headings, the first few: which screen, or an error page. */
  headings: string[];
  /** Each dialog by its title, whether a later modal hid it, and its buttons. */
  dialogs: { title: string | null; hidden: boolean; buttons: string[] }[];
  alerts: string[];
  /** Whether the lock screen's inert layer covers the page. */
  inert: boolean;
}

/** `unreadable`: why the page could not be read (closed, navigating). */
export function pageState(page: Page): Promise<PageState | { unreadable: string }> {
  return page.evaluate(() => {
    const text = (node: Element) => (node.textContent ?? '').trim().slice(0, 80);
    const seen = (node: Element) => node.checkVisibility();
    return {
      url: location.pathname + location.search,
      headings: [...document.querySelectorAll('h1, h2, h3')].filter(seen).slice(0, 6).map(text),
      dialogs: [...document.querySelectorAll('[role=dialog]')].map((dialog) => ({
        title: document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? dialog.getAttribute('aria-label'),
        hidden: dialog.closest('[aria-hidden=true]') !== null,
        buttons: [...dialog.querySelectorAll('button')].map(text),
      })),
      alerts: [...document.querySelectorAll('[role=alert], [role=status]')].filter(seen).map(text).filter(Boolean),
      inert: document.querySelector('[inert]') !== null,
    };
  }).catch((error: unknown) => ({ unreadable: (error as Error).message.split('\n')[0] ?? '' }));
}
