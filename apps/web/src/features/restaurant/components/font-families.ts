/** The font families we host; `fonts.ts` has their files, loaded apart from the menu's first code. */
export const HOSTED_FAMILIES = ['Inter', 'Lora', 'Poppins', 'Playfair Display'] as const;
export type HostedFamily = (typeof HOSTED_FAMILIES)[number];

/** The family we host under a restaurant's font name (any case), if any. */
export function hostedFamily(name: string | null): HostedFamily | undefined {
  const key = name?.trim().toLowerCase();
  return key ? HOSTED_FAMILIES.find((family) => family.toLowerCase() === key) : undefined;
}
