// MOUNT POINT for the sync status chip (the sync teammate fills it in): every station shell
// renders <TopBarStatus /> at the left end of its top bar. It renders nothing until then.
export function TopBarStatus() {
  return null;
}
