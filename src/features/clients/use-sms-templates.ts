// The templates the SMS dialog offers: read from the server each time the dialog opens online;
// offline, or when the read fails, the list this session last read (none: the choice is hidden
// and the person types the message).
import { useEffect, useState } from 'react';
import { listSmsTemplates, rememberedSmsTemplates } from '../../api/sms-templates';
import type { SmsTemplate } from '../../domain/sms-template';
import { useOnline } from '../../ui/use-online';

export function useSmsTemplates(open: boolean): SmsTemplate[] {
  const online = useOnline();
  const [templates, setTemplates] = useState<SmsTemplate[]>(() => rememberedSmsTemplates() ?? []);
  useEffect(() => {
    if (!open || !online) return;
    let live = true;
    listSmsTemplates().then((list) => live && setTemplates(list), () => {});
    return () => {
      live = false;
    };
  }, [open, online]);
  return templates;
}
