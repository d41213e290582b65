// A read-only view of a saved test or record: each question or field with its answer.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { clinicalText } from '../../domain/clinical-text';
import { OwnDirectionText } from '../own-direction-text';
import { PrintButton } from '../print/print-button';

interface AnswersDialogProps {
  open: boolean;
  title: string;
  items: [label: string, answer: ReactNode][];
  onClose: () => void;
  /** Shown above the answers (EORTC scores, the risk factor count). */
  summary?: ReactNode;
}

export function AnswersDialog({ open, title, items, onClose, summary }: AnswersDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="answers-dialog-title">
      <DialogTitle id="answers-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        {summary}
        <Table size="small" aria-label={title}>
          <TableBody>
            {items.map(([label, answer], index) => (
              <TableRow key={index}>
                <TableCell component="th" scope="row">{label}</TableCell>
                {/* A typed answer (a report, a counselling text) keeps its own direction. */}
                <TableCell>{typeof answer === 'string' ? <OwnDirectionText>{answer}</OwnDirectionText> : answer}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <PrintButton />
        <Button onClick={onClose}>{clinicalText.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
