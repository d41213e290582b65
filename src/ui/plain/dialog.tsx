// MUI's modal Dialog as plain markup: over a backdrop, in a portal on <body>, named by its title
// or question, the rest of the page hidden from screen readers while it is open (as MUI's
// ModalManager does), focus kept inside and given back on close, Escape and the backdrop close it.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface PlainDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the element that names the dialog. */
  labelledBy: string;
  /** MUI's fullWidth maxWidth="xs". */
  narrow?: boolean;
  children: ReactNode;
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** aria-hidden on every other child of <body> while the dialog is open; restored after. */
function hideSiblings(portal: Element): () => void {
  const hidden = [...document.body.children].filter((el) => el !== portal && el.tagName !== 'SCRIPT' && !el.hasAttribute('aria-hidden'));
  for (const el of hidden) el.setAttribute('aria-hidden', 'true');
  const overflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    for (const el of hidden) el.removeAttribute('aria-hidden');
    document.body.style.overflow = overflow;
  };
}

export function PlainDialog({ open, onClose, labelledBy, narrow = false, children }: PlainDialogProps) {
  const root = useRef<HTMLDivElement>(null);
  const paper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || !root.current) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restore = hideSiblings(root.current);
    paper.current?.focus();
    return () => {
      restore();
      before?.focus();
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !paper.current) return;
    const items = [...paper.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && (document.activeElement === first || document.activeElement === paper.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  if (!open) return null;
  return createPortal(
    <div ref={root} className="pl-dialog" role="presentation" onKeyDown={onKeyDown}
      onClick={(event) => { if (event.target === event.currentTarget) onClose(); }}>
      <div ref={paper} className={narrow ? 'pl-dialog__paper pl-dialog__paper--narrow' : 'pl-dialog__paper'} role="dialog"
        aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
