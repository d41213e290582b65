// SMS templates, SuperAdmin only: add, change and delete the texts the SMS dialog offers.
import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../features/auth/screen-guard';
import { screenTitles } from '../../../../../domain/stations';
import { SmsTemplateList } from '../../../../../features/admins/sms-template-list';
import { screenCrumbs } from '../../../../-nav/screen-crumbs';

export const Route = createFileRoute('/_auth/v2/$area/adminManagment/smsTemplates')({
  staticData: { screen: 'smsTemplates' },
  beforeLoad: ({ context }) => guardScreen(context, 'smsTemplates'),
  component: SmsTemplatesScreen,
});

function SmsTemplatesScreen() {
  const { area } = Route.useRouteContext();
  return <SmsTemplateList title={screenTitles.smsTemplates} crumbs={screenCrumbs(area, 'smsTemplates')} />;
}
