/**
 * One Intl formatter per kind and language, kept for the page's life: building one costs far more than using it. A
 * place card formats up to four numbers each time it renders, the options' last requests a date and an amount per
 * row, and the "This month" line its month with every answer (1.3–2.9 ms per build in the popup, CPU profiles of 30
 * searches, 2026-11-29). `kind` names the options `make` passes.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function keptFormat<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  language: string | undefined,
  make: (language: string | undefined) => Format,
): Format {
  const key = `${kind} ${language ?? ''}`;
  let format = formats.get(key) as Format | undefined;
  if (!format) {
    format = make(language);
    formats.set(key, format);
  }
  return format;
}
