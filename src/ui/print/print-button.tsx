// «چاپ»: the browser's print dialog for the screen as it is (issue 37 §3); app/print.css lays the
// page out for A4 and leaves the shell, the buttons and the toasts off the paper.
import Button from '@mui/material/Button';
import { printText } from '../../domain/print-text';
import { PrintIcon } from '../mui/icons';

export function PrintButton({ label = printText.action }: { label?: string }) {
  return (
    <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
      {label}
    </Button>
  );
}
