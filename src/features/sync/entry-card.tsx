// One outbox entry in the sync centre: client, kind, since when, why; retry/discard for a
// refused entry (discard asks first, naming whose work it is when it is another person's), keep
// mine / keep the server's for a conflict.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OpenEntry, OutboxEntry } from '../../db/index';
import { syncText } from '../../domain/sync-labels';
import { joinList } from '../../domain/ui-text';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useLocalWrite } from '../../ui/local-write';
import type { Correction } from './correction';
import { authorNameOf, describeEntry } from './describe-entry';
import { actOnEntry, type EntryAction } from './entry-actions';
import { useOnline } from './use-online';

export function EntryCard({ open, progress, othersWork = false, behind, correction }: {
  open: OpenEntry; progress?: number; othersWork?: boolean;
  /** Another person's earlier unsent entry on the same client, which this one waits behind. */
  behind?: OutboxEntry;
  correction?: Correction;
}) {
  const { entry, client } = open;
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const { saving: busy, write } = useLocalWrite();
  const online = useOnline();
  const text = describeEntry(entry, client, { progress, online, behind });

  async function act(action: EntryAction) {
    await write(() => actOnEntry(action, entry.id));
    setConfirming(false);
  }

  return (
    <Paper component="li" variant="outlined" aria-label={joinList([text.kind, text.client])} sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 700 }}>{text.kind}</Typography>
        <Typography>{`${syncText.client}: ${text.client}`}</Typography>
        {othersWork && <Typography>{`${syncText.author}: ${authorNameOf(entry)}`}</Typography>}
        <Typography color="text.secondary">{`${syncText.since} ${text.since}`}</Typography>
        <Typography color={entry.state === 'failed' ? 'error' : 'text.secondary'}>{`${syncText.why}: ${text.why}`}</Typography>
        {text.fieldErrors.map((message) => (
          <Typography key={message} variant="body2" color="error">{message}</Typography>
        ))}
      </Stack>
      {entry.state === 'failed' && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          {correction?.can(entry) && (
            <Button variant="contained" size="small" disabled={busy} onClick={() => setCorrecting(true)}>{syncText.correct}</Button>
          )}
          <Button variant="contained" size="small" loading={busy} onClick={() => void act('retry')}>{syncText.retry}</Button>
          <Button variant="outlined" color="error" size="small" disabled={busy} onClick={() => setConfirming(true)}>{syncText.discard}</Button>
        </Stack>
      )}
      {entry.state === 'conflict' && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button variant="contained" size="small" loading={busy} onClick={() => void act('keepMine')}>{syncText.keepMine}</Button>
          <Button variant="outlined" size="small" disabled={busy} onClick={() => void act('keepServer')}>{syncText.keepServer}</Button>
        </Stack>
      )}
      {correcting && correction?.render(entry, () => setCorrecting(false))}
      <ConfirmDialog
        open={confirming}
        text={othersWork ? syncText.discardOthersConfirm(authorNameOf(entry)) : syncText.discardConfirm}
        busy={busy}
        onConfirm={() => void act('discard')}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
