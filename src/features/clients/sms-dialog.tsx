// The SMS modal of the client detail (000 §5, §7): empty text → 'لطفا متن پیام را وارد کنید.';
// the message waits in the outbox like any write; online, the server's answer (success or the
// seeds' failure) is awaited for a while, else the person is told it goes when online.
// Issue 36 §7: a template chosen fills the text with this patient's name; under the box a live
// count of characters and parts of what goes out (the text and the reception signature the
// server appends), so a message that spills into another part is seen before it is sent.
import { useMemo, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClientRow } from '../../db/index';
import { toPersianDigits } from '../../domain/digits';
import { messages } from '../../domain/messages';
import { receptionText } from '../../domain/reception-text';
import { fillSmsTemplate } from '../../domain/sms-template';
import { smsParts } from '../../domain/sms-parts';
import { smsText } from '../../domain/sms-text';
import { appText } from '../../domain/stations';
import { useLocalWrite } from '../../ui/local-write';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { PatientFieldsForm } from '../../ui/patient-fields-form';
import { showToast } from '../../ui/toast-store';
import { sendSms } from './send-sms';
import { useSmsTemplates } from './use-sms-templates';

/** What the patient receives: the text as sent (trimmed) and the signature on its own line. */
const sentText = (text: string) => `${text.trim()}\n${receptionText.smsSignature}`;

export function SmsDialog({ client, open, onClose }: { client: ClientRow; open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const { saving: sending, write } = useLocalWrite();
  const content = useRef<HTMLDivElement>(null);
  const templates = useSmsTemplates(open);
  const [templateId, setTemplateId] = useState('');
  const count = useMemo(() => smsParts(sentText(text)), [text]);

  function choose(id: string) {
    setTemplateId(id);
    const template = templates.find((t) => String(t.id) === id);
    if (!template) return;
    setText(fillSmsTemplate(template.text, client.fields));
    setError('');
  }

  async function send() {
    if (text.trim() === '') {
      revealAndLead(content.current, () => setError(messages.smsEmpty));
      showToast('error', messages.smsEmpty);
      return;
    }
    const online = typeof navigator === 'undefined' || navigator.onLine;
    await write(() => sendSms(client.localId, client.fields.phoneNumber, text, { online }), {
      then: (outcome) => {
        if (outcome.kind === 'sent') showToast('success', messages.smsSent);
        // The server's reason; a provider failure is the seeds' messages.smsFailed (000 §8, 001 §8).
        if (outcome.kind === 'failed') showToast('error', outcome.message || messages.smsFailed);
        if (outcome.kind === 'queued') showToast('info', receptionText.smsQueued);
        setText('');
        setTemplateId('');
        setError('');
        onClose();
      },
      // Whatever stopped the message, the seeds' one SMS failure (000 §8).
      onError: () => showToast('error', messages.smsFailed),
    });
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sms-title">
      <DialogTitle id="sms-title">{receptionText.sendSms}</DialogTitle>
      <DialogContent dividers ref={content}>
        <Typography sx={{ mb: 2 }}>{`${receptionText.fullName}: ${client.fields.firstName} ${client.fields.lastName} — ${toPersianDigits(client.fields.phoneNumber)}`}</Typography>
        <PatientFieldsForm>
          {templates.length > 0 && (
            <TextField select label={smsText.template} value={templateId} fullWidth sx={{ mb: 2 }} onChange={(e) => choose(e.target.value)}>
              <MenuItem value="">{smsText.noTemplate}</MenuItem>
              {templates.map((t) => <MenuItem key={t.id} value={String(t.id)}>{t.title}</MenuItem>)}
            </TextField>
          )}
          <TextField label={receptionText.smsText} value={text} multiline minRows={4} fullWidth
            onChange={(e) => { setText(e.target.value); if (e.target.value.trim()) setError(''); }}
            error={Boolean(error)} helperText={error || receptionText.smsSignature} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite" data-testid="sms-count">
            {`${smsText.count(count.characters, count.parts)} (${smsText.countWithSignature})`}
          </Typography>
        </PatientFieldsForm>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{appText.cancel}</Button>
        <Button variant="contained" loading={sending} onClick={() => void send()}>{receptionText.send}</Button>
      </DialogActions>
    </Dialog>
  );
}
