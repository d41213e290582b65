// The `beforeLoad` of every area screen: is this screen part of this area? (000 §2.2, 001 §6)
import type { Screen } from '../../domain/permissions';
import type { Area } from '../../domain/roles';
import { requireScreen } from './guards';

export function guardScreen(context: { area: Area }, screen: Screen): void {
  requireScreen(context.area, screen);
}
