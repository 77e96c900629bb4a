/**
 * A locale file's language and namespace from its path (…/locales/<language>/<namespace>.json):
 * read by the pre-renderer to load every file and by the build to name each file's chunk
 * (vite.config.ts).
 */
export function localeOfFile(path: string): { language: string; namespace: string } | undefined {
  const [, language, namespace] = /[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json$/.exec(path) ?? [];
  return language && namespace ? { language, namespace } : undefined;
}
