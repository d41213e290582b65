// Adding or changing an SMS template (SuperAdmin): a title, and a text that may hold {نام} and
// {نام خانوادگی}, with the count of what the text alone costs. Checked here by the server's own
// schema; saved online only (templates are never queued), then the list reloads.
import { useState } from 'react';
import * as v from 'valibot';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addSmsTemplate, changeSmsTemplate } from '../../api/sms-templates';
import { messages } from '../../domain/messages';
import { fieldErrorsOf } from '../../domain/schemas/field-errors';
import { smsParts } from '../../domain/sms-parts';
import { smsTemplateBody, type SmsTemplate } from '../../domain/sms-template';
import { smsTemplateText, smsText } from '../../domain/sms-text';
import { appText } from '../../domain/stations';
import { useLocalWrite } from '../../ui/local-write';
import { showToast } from '../../ui/toast-store';
import { isOffline, reportAdminError } from './needs-network';

/** `template`: the one changed, `'new'` to add one, null when closed. */
export function SmsTemplateDialog({ template, onClose, onSaved }: { template: SmsTemplate | 'new' | null; onClose: () => void; onSaved: () => Promise<void> }) {
  return (
    <Dialog open={template !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sms-template-title">
      {template !== null && <TemplateForm key={template === 'new' ? 'new' : template.id} template={template} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function TemplateForm({ template, onClose, onSaved }: { template: SmsTemplate | 'new'; onClose: () => void; onSaved: () => Promise<void> }) {
  const [values, setValues] = useState({ title: template === 'new' ? '' : template.title, text: template === 'new' ? '' : template.text });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { saving, write } = useLocalWrite();
  const count = smsParts(values.text.trim());

  async function save() {
    const parsed = v.safeParse(smsTemplateBody, values);
    if (!parsed.success) return setErrors(fieldErrorsOf(smsTemplateBody, parsed.issues));
    if (isOffline()) return showToast('error', messages.needsNetwork);
    const input = parsed.output;
    await write(() => (template === 'new' ? addSmsTemplate(input) : changeSmsTemplate(template.id, input)), {
      success: smsTemplateText.saved,
      then: async () => {
        onClose();
        await onSaved();
      },
      onError: reportAdminError,
    });
  }

  const change = (field: 'title' | 'text') => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((now) => ({ ...now, [field]: event.target.value }));
    setErrors((now) => ({ ...now, [field]: '' }));
  };

  return (
    <>
      <DialogTitle id="sms-template-title">{template === 'new' ? smsTemplateText.add : smsTemplateText.editOf(template.title)}</DialogTitle>
      <DialogContent dividers>
        <form noValidate onSubmit={(event) => event.preventDefault()}>
          <TextField label={smsTemplateText.templateTitle} value={values.title} onChange={change('title')} fullWidth sx={{ mb: 2 }}
            error={Boolean(errors.title)} helperText={errors.title} />
          <TextField label={smsTemplateText.templateText} value={values.text} onChange={change('text')} fullWidth multiline minRows={4}
            error={Boolean(errors.text)} helperText={errors.text || smsTemplateText.placeholdersHint} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">{smsText.count(count.characters, count.parts)}</Typography>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{appText.cancel}</Button>
        <Button variant="contained" loading={saving} onClick={() => void save()}>{smsTemplateText.save}</Button>
      </DialogActions>
    </>
  );
}
