/** The screens' field errors from the server's `details` (`body.email` ...), by field name. */
export function serverFieldErrors(details: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Array.isArray(details)) return out;
  for (const d of details as { path?: string; message?: string }[]) {
    const field = d.path?.replace(/^body\./, '');
    if (field && d.message && !out[field]) out[field] = d.message;
  }
  return out;
}
