// A list row's actions, one form in every list: icon buttons, each named in Persian (its accessible
// name and its hover title) after the action and the row. Delete always comes last, at the
// inline end, a clear gap away from the others, so a tap meant for view does not land on it.
import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { LinkOptions } from '@tanstack/react-router';
import { DeleteIcon, EditIcon, InfoIcon, VisibilityIcon } from './mui/icons';
import { useLink } from './use-link';

export type RowActionKind = 'view' | 'details' | 'edit' | 'delete';

export interface RowAction {
  kind: RowActionKind;
  /** The accessible name: the action and the row it acts on, e.g. «حذف مریم رضایی». */
  label: string;
  /** A link (opening a page) or a click (opening a modal). */
  link?: LinkOptions;
  onClick?: () => void;
}

const icons: Record<RowActionKind, ReactNode> = {
  view: <VisibilityIcon fontSize="small" />,
  details: <InfoIcon fontSize="small" />,
  edit: <EditIcon fontSize="small" />,
  delete: <DeleteIcon fontSize="small" />,
};

function LinkAction({ action, link: to }: { action: RowAction; link: LinkOptions }) {
  const link = useLink(to);
  return (
    <IconButton component="a" size="small" color="primary" aria-label={action.label} title={action.label} data-row-action={action.kind} {...link}>
      {icons[action.kind]}
    </IconButton>
  );
}

function ButtonAction({ action }: { action: RowAction }) {
  return (
    <IconButton size="small" color={action.kind === 'delete' ? 'error' : 'primary'} aria-label={action.label} title={action.label}
      data-row-action={action.kind} onClick={action.onClick}>
      {icons[action.kind]}
    </IconButton>
  );
}

/** `column` stacks them (a document card's narrow side); a table row lays them in a row. */
export function RowActions({ actions, direction = 'row' }: { actions: readonly RowAction[]; direction?: 'row' | 'column' }) {
  const ordered = [...actions.filter((a) => a.kind !== 'delete'), ...actions.filter((a) => a.kind === 'delete')];
  return (
    // 16 px between the buttons: two 44 px targets side by side still read, and tap, as two.
    <Stack direction={direction} sx={{ gap: 2, alignItems: 'center', flexWrap: 'nowrap' }} data-row-actions="">
      {ordered.map((action) => (action.link
        ? <LinkAction key={action.kind} action={action} link={action.link} />
        : <ButtonAction key={action.kind} action={action} />))}
    </Stack>
  );
}
