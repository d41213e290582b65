// Clients this tablet registered offline that the server already had (same national code): the
// tablet adopted the server's client and kept what it had entered; staff are told so here.
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { MergeWithClient } from '../../db/index';
import { toPersianDigits } from '../../domain/digits';
import { syncText } from '../../domain/sync-labels';

export function MergeList({ merges }: { merges: MergeWithClient[] }) {
  if (merges.length === 0) return null;
  return (
    <section aria-labelledby="merged-heading">
      <Typography id="merged-heading" variant="h6" component="h2">
        {`${syncText.sectionMerged} (${toPersianDigits(merges.length)})`}
      </Typography>
      <Alert severity="info">{syncText.mergedExplain}</Alert>
      <List dense>
        {merges.map((merge) => (
          <ListItem key={merge.id}>{syncText.mergedItem(merge.fullName, merge.nationalCode, merge.at)}</ListItem>
        ))}
      </List>
    </section>
  );
}
