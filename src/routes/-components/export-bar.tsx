// The «خروجی» action above a list (issue 37 §4): drawn only for the roles that may export (the
// action itself checks the permission table), never on paper.
import Box from '@mui/material/Box';
import type { ExportKind } from '../../domain/export-kinds';
import type { Area } from '../../domain/roles';
import { areaMayOpen } from '../../domain/permissions';
import { ExportAction } from '../../features/exports/export-action';

export function ExportBar({ area, kinds }: { area: Area; kinds: readonly ExportKind[] }) {
  if (!areaMayOpen(area, 'exports')) return null;
  return (
    <Box className="no-print" sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <ExportAction area={area} kinds={kinds} />
    </Box>
  );
}
