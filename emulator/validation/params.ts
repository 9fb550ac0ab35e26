/** Multi-valued request parameters, from a query string or (POST /web/search) a JSON body. */
export interface ParamSource {
  /** Every value of a parameter, in order. */
  all(name: string): string[];
  /** The value a scalar field sees: the last one, as Starlette's multi-dict gives FastAPI. */
  last(name: string): string | undefined;
  has(name: string): boolean;
}

export function paramsFromSearch(search: URLSearchParams): ParamSource {
  return {
    all: (name) => search.getAll(name),
    last: (name) => search.getAll(name).at(-1),
    has: (name) => search.has(name),
  };
}

/** A JSON body's fields as strings, the way they would arrive in a query string (booleans as true/false). */
export function paramsFromJson(body: Record<string, unknown>): ParamSource {
  const map = new Map<string, string[]>();
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    map.set(
      name,
      values.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))),
    );
  }
  return {
    all: (name) => map.get(name) ?? [],
    last: (name) => map.get(name)?.at(-1),
    has: (name) => map.has(name),
  };
}
