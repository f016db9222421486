import prettier from 'prettier';

/** Formats a new file in the repository's own style, whatever the name's length, so a fresh remote passes lint. */
export async function formatWithPrettier(file: string, content: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(content, { ...options, filepath: file });
}
