// What heads every printed page (issue 37 §3): the institute's name, who printed and when, in
// Jalali with Persian digits. Hidden on screen (app/print.css shows it on paper only); the date is
// read when the print starts, not when the shell was drawn.
import { useEffect, useState } from 'react';
import { printText } from '../../domain/print-text';

export function PrintHeader({ printedBy }: { printedBy: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const update = () => setNow(new Date());
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return (
    <header className="print-only print-header">
      <strong>{printText.instituteName}</strong>
      <span>{printText.printedBy(printedBy)}</span>
      <span>{printText.printedAt(now)}</span>
    </header>
  );
}
