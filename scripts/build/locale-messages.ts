/**
 * The locales as the browser reads them (wxt.config.ts writes each public/_locales/<lang>/messages.json so): compact
 * JSON, and each named placeholder (`$COUNT$` with `"placeholders": {"count": {"content": "$1"}}`, kept in the sources
 * for translators) written as the `$1` it stands for. Chrome and Firefox replace named placeholders with their
 * content when they load the file, then `$1`…`$9` with getMessage's substitutions, so the browser shows the same
 * text; the store zip is 0.8 KB smaller. A placeholder that is not one of `$1`…`$9`, or a `$NAME$` with no
 * placeholder, fails the build.
 */

export interface SourceMessage {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}

export function shippedMessages(messages: Record<string, SourceMessage>): Record<string, { message: string }> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, { message, placeholders = {} }]) => {
      const contents = new Map(
        Object.entries(placeholders).map(([name, { content }]) => [name.toLowerCase(), content]),
      );
      for (const [name, content] of contents) {
        if (!/^\$[1-9]$/.test(content)) throw new Error(`locale-messages: ${key}'s placeholder ${name} is ${content}`);
      }
      // `$$` is a literal `$`; `$NAME$` a named placeholder (names are case-insensitive); `$1` stays as it is.
      const text = message.replace(/\$\$|\$([A-Za-z0-9_@]+)\$/g, (match, name: string | undefined) => {
        if (name === undefined) return match;
        const content = contents.get(name.toLowerCase());
        if (content === undefined) throw new Error(`locale-messages: ${key} names $${name}$, which it does not define`);
        return content;
      });
      return [key, { message: text }];
    }),
  );
}

/**
 * A locale's messages.json as shipped: its messages as `shippedMessages` writes them, each under its shipped name
 * (`names`, scripts/build/message-names.ts; a name not there stays). Another locale than the default, given the
 * default's messages, leaves out those it words as the default does ("Videos", "FAQ"): both browsers show the default
 * locale's message for one a locale lacks.
 */
export function shippedLocale(
  messages: Record<string, SourceMessage>,
  names: ReadonlyMap<string, string>,
  defaultMessages?: Record<string, SourceMessage>,
): Record<string, { message: string }> {
  const fallback = defaultMessages ? shippedMessages(defaultMessages) : {};
  return Object.fromEntries(
    Object.entries(shippedMessages(messages))
      .filter(([key, { message }]) => fallback[key]?.message !== message)
      .map(([key, entry]) => [names.get(key) ?? key, entry]),
  );
}
