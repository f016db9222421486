/** The message of anything that was thrown, including non-Error values such as strings. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}
