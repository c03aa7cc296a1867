// biome-ignore lint/suspicious/noExplicitAny: any method's parameters
type AsyncMethods<T> = { [K in keyof T]: (...args: any[]) => Promise<unknown> };
/** For the methods whose arguments depend on the moment of the call: they are settled then, not once loaded. */
type AtCall<T extends AsyncMethods<T>> = { [K in keyof T]?: (...args: Parameters<T[K]>) => Parameters<T[K]> };

/**
 * An object whose methods all answer promises, built at its first call from a module loaded then:
 * the account calls stay off the pages that only read, such as the job list (docs/architecture.md).
 * A method that answered synchronously would not type-check here.
 */
export function lazyMethods<T extends AsyncMethods<T>>(load: () => Promise<T>, atCall: AtCall<T> = {}): T {
  let loading: Promise<T> | undefined;
  const target = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed download (offline) is tried again at the next call.
      loading = undefined;
      throw error;
    }));
  return new Proxy({} as T, {
    // Not a thenable, and symbol look-ups (inspectors, string conversion) do not become calls.
    get: (_empty, name) =>
      typeof name !== 'string' || name === 'then'
        ? undefined
        : (...args: Parameters<T[keyof T]>) => {
            const method = name as keyof T;
            const settled = atCall[method]?.(...args) ?? args;
            return target().then((loaded) => loaded[method](...settled));
          },
  });
}
