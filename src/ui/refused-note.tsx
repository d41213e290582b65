// The mark of a row or a record the server refused: it says so, in red, with
// the server's reason, so a refused row never reads like a saved one.
import Alert from '@mui/material/Alert';
import { failedDefault, syncText } from '../domain/sync-labels';

/** What a screen knows of a refusal (db's Refusal has this shape). */
export interface RefusalShown {
  message: string;
}

export function RefusedNote({ refusal }: { refusal: RefusalShown }) {
  return (
    <Alert severity="error" variant="outlined" data-refused="yes" sx={{ py: 0, '& .MuiAlert-message': { py: 0.5 } }}>
      {`${syncText.refusedMark}: ${refusal.message || failedDefault}`}
    </Alert>
  );
}
