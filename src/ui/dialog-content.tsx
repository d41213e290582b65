// The app's dialog content: MUI's, plus a tab stop while what it holds is taller (or wider) than
// the room the window leaves it (a phone, a short window with the keyboard up), so a keyboard can
// scroll to the rest (axe: scrollable-region-focusable). While it fits, it stays out of the tab
// order: a dialog of a question and two buttons gains no empty stop.
import { useCallback, useState, type ComponentProps } from 'react';
import MuiDialogContent from '@mui/material/DialogContent';

/** Overflow below this many pixels is rounding, not content out of sight. */
const slack = 1;

const overflows = (element: HTMLElement) =>
  element.scrollHeight - element.clientHeight > slack || element.scrollWidth - element.clientWidth > slack;

export default function DialogContent(props: ComponentProps<typeof MuiDialogContent>) {
  const [scrolls, setScrolls] = useState(false);
  const watch = useCallback((element: HTMLDivElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrolls(overflows(element));
    // The box itself resizes with the window; what it holds grows inside it (a photo loading, a
    // line added) without the box changing once the dialog has reached its cap: both are watched.
    const sizes = new ResizeObserver(measure);
    const watchChildren = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (const child of element.children) sizes.observe(child);
      measure();
    };
    const children = new MutationObserver(watchChildren);
    children.observe(element, { childList: true });
    watchChildren();
    return () => {
      children.disconnect();
      sizes.disconnect();
    };
  }, []);
  return <MuiDialogContent ref={watch} tabIndex={scrolls ? 0 : undefined} {...props} />;
}
