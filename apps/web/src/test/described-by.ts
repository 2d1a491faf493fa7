/** The texts that describe an element to assistive technology (its `aria-describedby`), in order. */
export function describedTexts(element: Element): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}
