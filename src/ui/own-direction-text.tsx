// Free or foreign text inside the Persian page (a pathology report, a keyword, a file name, a user
// name, a number with its unit): isolated and laid out in the direction of its own first strong
// letter, so "HER2-" keeps its minus at its end instead of the page's RTL moving it to the front.
// Plain markup: usable in MUI and plain screens alike.
export function OwnDirectionText({ children }: { children: string }) {
  return <bdi dir="auto">{children}</bdi>;
}

/** For a free-text input or textarea (TextField slotProps.htmlInput): what is typed runs in its own direction. */
export const ownDirectionInput = { dir: 'auto' } as const;
