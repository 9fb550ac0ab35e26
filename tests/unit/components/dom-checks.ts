/** DOM assertions shared by the component tests: allow-listed elements, no handlers, a canary that stays unset. */
import { expect } from 'vitest';
import { CANARY } from '../richtext/hostile-inputs';

export const allElements = (root: Element): Element[] => Array.from(root.querySelectorAll('*'));

export function expectOnlyElements(root: Element, allowed: ReadonlySet<string>): void {
  for (const element of allElements(root))
    expect(allowed, `unexpected <${element.tagName}>`).toContain(element.tagName);
}

/** No inline handler, style, src or non-http(s) href anywhere under root. */
export function expectNoDangerousAttributes(root: Element): void {
  for (const element of allElements(root)) {
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name.startsWith('on'), `${element.tagName} has ${name}`).toBe(false);
      expect(['style', 'srcdoc', 'formaction', 'action', 'xlink:href']).not.toContain(name);
      if (name === 'href') expect(value).toMatch(/^(https?:\/\/|tel:)/);
      if (name === 'src') expect(value).toMatch(/^https:\/\//);
    }
  }
}

/** Dispatches the events inline handlers listen for on every element, so any handler that slipped in would run. */
export async function fireEverything(root: Element): Promise<void> {
  for (const element of [root, ...allElements(root)]) {
    for (const type of ['error', 'load', 'click', 'mouseover', 'focus', 'toggle', 'animationstart']) {
      element.dispatchEvent(new Event(type));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 0)); // let any queued script or handler run
}

export const canary = (): unknown => (window as unknown as Record<string, unknown>)[CANARY];
export const resetCanary = (): void => {
  delete (window as unknown as Record<string, unknown>)[CANARY];
};
