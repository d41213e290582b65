// A radio group found by the name its label gives it (aria-labelledby, else aria-label: how every
// group of the app is named; a label's aria-hidden parts, a required field's asterisk, are not
// read), among the elements that carry the role only. getByRole('radiogroup',
// { name }) works out the role, visibility and full accessible name of every candidate through
// jsdom's getComputedStyle, which walks all of MUI's style rules: over the 30 questions of the
// EORTC form that took a second a question. A group named some other way is not found, and the
// test that looks for it fails.
/** The text a screen reader reads of a label: its own, without what it hides. */
const spoken = (node: Node): string =>
  node instanceof Element && node.getAttribute('aria-hidden') === 'true'
    ? ''
    : node.nodeType === Node.TEXT_NODE ? node.textContent ?? '' : [...node.childNodes].map(spoken).join('');

export function radioGroupNamed(name: string | RegExp, container: ParentNode = document): HTMLElement {
  const fits = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const nameOf = (group: Element) => {
    const labels = (group.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (labels.length === 0) return group.getAttribute('aria-label') ?? '';
    return labels.map((id) => { const label = group.ownerDocument.getElementById(id); return label ? spoken(label) : ''; }).join(' ').replace(/\s+/g, ' ').trim();
  };
  const found = [...container.querySelectorAll<HTMLElement>('[role=radiogroup]')].filter((group) => fits(nameOf(group)));
  if (found.length !== 1) throw new Error(`${found.length} radio groups named ${String(name)}`);
  return found[0]!;
}
